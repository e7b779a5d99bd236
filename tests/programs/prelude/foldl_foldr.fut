-- foldl and foldr from the prelude (sequential folds).
-- ==
-- input { [1, 2, 3] } output { -6 2 123 321 }
entry main (xs: []i32) =
  (foldl (-) 0 xs, foldr (-) 0 xs, foldl (\acc x -> acc * 10 + x) 0 xs,
   foldr (\x acc -> acc * 10 + x) 0 xs)
