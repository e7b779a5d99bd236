-- and, or, all, any.
-- ==
-- input { [true, false] [1, 2, 3] } output { false true true false }
-- input { empty([0]bool) empty([0]i32) } output { true false true false }
entry main (bs: []bool) (xs: []i32) = (and bs, or bs, all (>0) xs, any (>2) (map (\x -> x - 1) xs) && false)
