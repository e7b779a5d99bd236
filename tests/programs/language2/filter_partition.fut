-- filter, partition and partition2.
-- ==
-- input { [5i32, -2i32, 0i32, 7i32, -9i32, 4i32] }
-- output { [5i32, 7i32, 4i32] [5i32, 0i32, 7i32, 4i32] [-2i32, -9i32] [-2i32, 0i32, 4i32] [5i32, 7i32, -9i32] empty([0]i32) }

entry main (xs: []i32) =
  let (nonneg, neg) = partition (>= 0) xs
  let (evens, odds, rest) = partition2 (\x -> x % 2 == 0) (\x -> x % 2 != 0) xs
  in (filter (> 0) xs, nonneg, neg, evens, odds, rest)
