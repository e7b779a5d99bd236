-- Slices with strides, negative strides and omitted bounds.
-- ==
-- input { [0i32, 1i32, 2i32, 3i32, 4i32, 5i32, 6i32, 7i32, 8i32, 9i32] }
-- output { [0i32, 3i32, 6i32, 9i32] [9i32, 7i32, 5i32, 3i32, 1i32]
--          [7i32, 6i32, 5i32] [1i32, 3i32, 5i32] [9i32, 8i32, 7i32, 6i32, 5i32, 4i32, 3i32, 2i32, 1i32, 0i32] }

entry main (xs: []i32) =
  (xs[::3], xs[::-2], xs[7:4:-1], xs[1:6:2], xs[::-1])
