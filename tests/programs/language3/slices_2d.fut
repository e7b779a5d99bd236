-- Slicing two-dimensional arrays in both dimensions.
-- ==
-- input { [[1,2,3,4],[5,6,7,8],[9,10,11,12]] }
-- output { [[6, 7], [10, 11]] [4, 8, 12] [[9, 10, 11, 12], [1, 2, 3, 4]] [[1, 3], [9, 11]] }

entry main (m: [][]i32) =
  (m[1:, 1:3], m[:, 3], m[::-2], m[::2, ::2])
