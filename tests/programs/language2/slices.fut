-- Slices: open bounds, strides, negative strides, 2-D slices and rows.
-- ==
-- input { [[1i32, 2i32, 3i32], [4i32, 5i32, 6i32], [7i32, 8i32, 9i32]] }
-- output { [2i32, 5i32, 8i32] [4i32, 5i32, 6i32] [[5i32, 6i32], [8i32, 9i32]] [9i32, 8i32, 7i32] [1i32, 3i32] [[1i32, 2i32, 3i32]] [[3i32, 1i32], [9i32, 7i32]] }

entry main (m: [][]i32) =
  ( m[:, 1], m[1], m[1:, 1:], m[2, ::-1], m[0, ::2], m[:1], m[::2, ::-2] )
