-- rotate, split, concat (++), take/drop, reverse and slices with strides.
-- ==
-- input { [1, 2, 3, 4, 5, 6] 2i64 }
-- output { [3, 4, 5, 6, 1, 2] [5, 6, 1, 2, 3, 4] [1, 2] [3, 4, 5, 6] [3, 4, 5, 6, 1, 2] [6, 5, 4, 3, 2, 1] [1, 3, 5] [6, 4, 2] [[2, 3, 1], [5, 6, 4]] }

entry main [n] (xs: [n]i32) (k: i64) =
  let l = rotate k xs
  let r = rotate (-k) xs
  let (a, b) = split (xs :> [k + (n - k)]i32)
  let joined = b ++ a
  let m = unflatten (xs :> [2 * 3]i32) :> [2][3]i32
  in (l, r, a, b, joined, reverse xs, xs[::2], xs[n - 1:0:-2], map (rotate 1) m)
