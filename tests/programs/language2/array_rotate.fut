-- rotate by positive, negative and larger-than-length amounts, and on rows.
-- ==
-- input { [1i32, 2i32, 3i32, 4i32, 5i32] }
-- output { [3i32, 4i32, 5i32, 1i32, 2i32] [5i32, 1i32, 2i32, 3i32, 4i32] [2i32, 3i32, 4i32, 5i32, 1i32] [[2i32, 1i32], [4i32, 3i32]] }

entry main (xs: []i32) =
  ( rotate 2 xs, rotate (-1) xs, rotate 6 xs
  , map (rotate 1) [[1, 2], [3, 4]] )
