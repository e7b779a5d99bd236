-- Slicing 2-D arrays: a column, a sub-matrix, reversed rows and columns.
-- ==
-- input { [[1, 2, 3], [4, 5, 6], [7, 8, 9]] }
-- output { [1, 4, 7] [[4, 5], [7, 8]] [[3, 2, 1], [6, 5, 4], [9, 8, 7]] [8, 5, 2] [[7, 8, 9], [1, 2, 3]] }
entry main (m: [][]i32) = (m[:, 0], m[1:3, 0:2], m[:, ::-1], m[::-1, 1], m[::-2])
