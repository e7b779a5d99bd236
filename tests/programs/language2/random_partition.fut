-- partition and filter of random data.
-- ==
-- random input { [10000]i32 } auto output
entry main (xs: []i32) = let (a, b) = partition (\x -> x % 3 == 0) xs in (a, b, filter (> 0) xs)
