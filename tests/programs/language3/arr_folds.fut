-- foldl and foldr with non-associative operators.
-- ==
-- input { [1, 2, 3, 4] } output { -10 -2 1234 }

entry main (xs: []i32) =
  (foldl (-) 0 xs, foldr (-) 0 xs, foldl (\acc x -> acc * 10 + x) 0 xs)
