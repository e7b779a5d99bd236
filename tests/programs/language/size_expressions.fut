-- Size expressions in types: `[n+1]`, `[n*m]`, `[n-1]`, and functions whose
-- result sizes are computed from their parameters' sizes.
-- ==
-- input { [1i32, 2i32, 3i32] } output { [1i32, 2i32, 3i32, 0i32] 4i64 [1i32, 2i32, 3i32, 1i32, 2i32, 3i32] [2i32, 3i32] [0i32, 1i32, 2i32, 3i32, 0i32] true }
-- input { [7i32] } output { [7i32, 0i32] 2i64 [7i32, 7i32] empty([0]i32) [0i32, 7i32, 0i32] true }

def pad [n] (xs: [n]i32) : [n + 1]i32 = xs ++ [0]

def pad_both [n] (xs: [n]i32) : [1 + n + 1]i32 = [0] ++ xs ++ [0]

def twice [n] (xs: [n]i32) : [2 * n]i32 = concat xs xs :> [2 * n]i32

def repeat [n] (m: i64) (xs: [n]i32) : [m * n]i32 = flatten (replicate m xs)

def drop_first [n] (xs: [n]i32) : [n - 1]i32 = tail xs

entry main [n] (xs: [n]i32) =
  let p = pad xs
  in (p, length p, repeat 2 xs, drop_first xs, pad_both xs, and (map2 (==) (twice xs) (repeat 2 xs)))
