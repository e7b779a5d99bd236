-- `/` and `%` round towards negative infinity, `//` and `%%` towards zero.
-- ==
-- input { [7i32, -7i32, 7i32, -7i32] [2i32, 2i32, -2i32, -2i32] }
-- output { [3i32, -4i32, -4i32, 3i32] [1i32, 1i32, -1i32, -1i32]
--          [3i32, -3i32, -3i32, 3i32] [1i32, -1i32, 1i32, -1i32] }
-- input { [1i32] [0i32] } error: division by zero

entry main [n] (xs: [n]i32) (ys: [n]i32) =
  (map2 (/) xs ys, map2 (%) xs ys, map2 (//) xs ys, map2 (%%) xs ys)
