-- Size parameters used as values, size expressions in return types,
-- size coercions and their run-time failure, existential sizes.
-- ==
-- entry: sz
-- input { [1, 2, 3] }
-- output { 3i64 [1, 2, 3, 0] [[1, 2, 3], [1, 2, 3]] [1, 2, 3, 1, 2, 3] }
-- entry: coerce
-- input { 3i64 [1, 2, 3] }
-- output { [1, 2, 3] }
-- input { 2i64 [1, 2, 3] }
-- error: .
-- entry: exist
-- input { 4i64 }
-- output { [0i64, 2i64] 2i64 }

def len [n] 't (_: [n]t) : i64 = n
def snoc [n] (xs: [n]i32) (x: i32) : [n + 1]i32 = xs ++ [x] :> [n + 1]i32
def twice [n] (xs: [n]i32) : [2][n]i32 = [xs, xs]
def dup [n] (xs: [n]i32) : [n * 2]i32 = flatten (twice xs) :> [n * 2]i32
entry sz (xs: []i32) = (len xs, snoc xs 0, twice xs, dup xs)
entry coerce (n: i64) (xs: []i32) = xs :> [n]i32
def evens (n: i64) : ?[k].[k]i64 = filter (\i -> i % 2 == 0) (iota n)
entry exist (n: i64) =
  let e = evens n
  in (e, length e)
