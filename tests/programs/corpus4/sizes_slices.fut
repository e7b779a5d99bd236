-- Slice sizes: `a[:k]`, `a[k:]`, strides, and 2-D slices, with lengths.
-- ==
-- input { [0, 1, 2, 3, 4, 5, 6, 7] 3i64 }
-- output { [0, 1, 2] [3, 4, 5, 6, 7] [0, 2, 4, 6] [7, 6, 5, 4, 3, 2, 1, 0] 5i64 [[1, 2], [5, 6]] }

entry main [n] (xs: [n]i32) (k: i64) =
  let m = unflatten (xs :> [2 * 4]i32)
  in (xs[:k], xs[k:], xs[::2], xs[::-1], length xs[k:n], m[:, 1:3])
