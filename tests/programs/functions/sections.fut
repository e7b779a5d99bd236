-- Left and right operator sections, and plain operators as functions.
-- ==
-- input { [1, 2, 4] } output { [9, 8, 6] [0, 1, 2] [4, 2, 1] 7 }
entry main (xs: []i32) =
  (map (10-) xs, map (/2) xs, map (4/) xs, reduce (+) 0 xs)
