-- Existential results, size coercions, size expressions in types, and
-- let-bound sizes of filter results.
-- ==
-- input { [1i32, -2i32, 3i32, -4i32, 5i32] }
-- output { 3i64 [1i32, 3i32, 5i32, 0i32] [1i32, -2i32, 3i32, -4i32, 5i32, 1i32, -2i32, 3i32, -4i32, 5i32] [[1i32, -2i32], [3i32, -4i32]] 9i32 }

def positives (xs: []i32) : ?[k].[k]i32 = filter (> 0) xs

def snoc [n] (xs: [n]i32) (x: i32) : [n + 1]i32 = xs ++ [x]

def double_up [n] (xs: [n]i32) : [n * 2]i32 = xs ++ xs :> [n * 2]i32

def pairs (n: i64) (xs: []i32) : [n][2]i32 = unflatten (xs[0:n * 2] :> [n * 2]i32)

entry main (xs: []i32) =
  let [k] (ps: [k]i32) = positives xs
  let p4 = snoc ps 0
  let dd = double_up xs
  let pr = pairs 2 xs
  in (k, p4, dd, pr, i32.sum ps)
