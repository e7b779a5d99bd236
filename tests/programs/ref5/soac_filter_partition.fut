-- filter, partition and partition2 keep the original order.
-- ==
-- entry: f
-- input { [5, 2, 8, 1, 9, 4] }
-- output { [2, 8, 4] [5, 1, 9] [2, 8, 4] }
-- input { empty([0]i32) }
-- output { empty([0]i32) empty([0]i32) empty([0]i32) }
-- entry: p2
-- input { [0, 1, 2, 3, 4, 5, 6, 7, 8] }
-- output { [0, 3, 6] [1, 4, 7] [2, 5, 8] }
-- entry: p_sizes
-- input { [1, 2, 3, 4, 5] }
-- output { 2i64 3i64 5i64 }

entry f (xs: []i32) =
  let (evens, odds) = partition (\x -> x % 2 == 0) xs
  in (filter (\x -> x % 2 == 0) xs, odds, evens)
entry p2 (xs: []i32) = partition2 (\x -> x % 3 == 0) (\x -> x % 3 == 1) xs
entry p_sizes (xs: []i32) =
  let (a, b) = partition (\x -> x % 2 == 0) xs
  in (length a, length b, length a + length b)
