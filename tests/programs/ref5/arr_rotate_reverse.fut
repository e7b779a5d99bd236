-- rotate (left for positive amounts, any amount modulo the length),
-- reverse, and rotate of rows.
-- ==
-- entry: rot
-- input { [1, 2, 3, 4] }
-- output { [2, 3, 4, 1] [4, 1, 2, 3] [2, 3, 4, 1] [1, 2, 3, 4] [4, 3, 2, 1] }
-- input { empty([0]i32) }
-- output { empty([0]i32) empty([0]i32) empty([0]i32) empty([0]i32) empty([0]i32) }
-- entry: rot2d
-- input { [[1, 2, 3], [4, 5, 6]] }
-- output { [[4, 5, 6], [1, 2, 3]] [[2, 3, 1], [5, 6, 4]] [[6, 5, 4], [3, 2, 1]] }

entry rot (xs: []i32) = (rotate 1 xs, rotate (-1) xs, rotate 5 xs, rotate 0 xs, reverse xs)
entry rot2d (a: [][]i32) = (rotate 1 a, map (rotate 1) a, reverse (map reverse a))
