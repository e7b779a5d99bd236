-- partition and partition2 keep the relative order within each class.
-- ==
-- input { [5, -2, 0, 8, -7, 3, 0] }
-- output { [-2, -7] [0, 0] [5, 8, 3] [-2, 0, 8, 0] [5, -7, 3] }

entry main (xs: []i32) =
  let (neg, zero, pos) = partition2 (< 0) (== 0) xs
  let (even, odd) = partition (\x -> x % 2 == 0) xs
  in (neg, zero, pos, even, odd)
