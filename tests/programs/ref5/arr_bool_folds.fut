-- and, or, all, any (also on empty arrays), foldl and foldr.
-- ==
-- entry: bools
-- input { [true, false, true] }
-- output { false true false true }
-- input { empty([0]bool) }
-- output { true false true false }
-- entry: folds
-- input { [1, 2, 3] }
-- output { 123 321 -6 2 }
-- input { empty([0]i32) }
-- output { 0 0 0 0 }
-- entry: pred
-- input { [2, 4, 7] }
-- output { false true true false }

entry bools (bs: []bool) = (and bs, or bs, all id bs, any id bs)
entry folds (xs: []i32) =
  (foldl (\acc x -> acc * 10 + x) 0 xs, foldr (\x acc -> acc * 10 + x) 0 xs,
   foldl (-) 0 xs, foldr (-) 0 xs)
entry pred (xs: []i32) = (all (\x -> x % 2 == 0) xs, any (\x -> x > 5) xs, any (> 5) xs, all (< 5) xs)
