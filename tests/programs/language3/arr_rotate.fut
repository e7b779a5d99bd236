-- rotate with positive, negative and large distances, on rows too.
-- ==
-- input { [1, 2, 3, 4, 5] }
-- output { [3, 4, 5, 1, 2] [4, 5, 1, 2, 3] [2, 3, 4, 5, 1] [[2, 1], [4, 3]] }

entry main (xs: []i32) =
  (rotate 2 xs, rotate (-2) xs, rotate 6 xs, map (rotate 1) [[1, 2], [3, 4]])
