-- partition and filter producing empty arrays.
-- ==
-- input { [1i32, 3i32] }
-- output { empty([0]i32) 0i64 [1i32, 3i32] }

entry main (xs: []i32) =
  let (a, b) = partition (\x -> x % 2 == 0) xs
  in (filter (> 10) xs, length a, b)
