-- SOAC-like prelude functions: scan, partition, reduce_by_index, hist,
-- all/any, zip/unzip, map3, scatter_2d.
-- ==
-- input { [3, 1, 4, 1, 5, 9, 2, 6] }
-- output { [3, 4, 8, 9, 14, 23, 25, 31] [4, 2, 6] [3, 1, 1, 5, 9] [1, 4, 2, 1] true false [6, 6, 12] }

entry main [n] (xs: [n]i32) =
  let (evens, odds) = partition (\x -> x % 2 == 0) xs
  let counts = hist (+) 0 4 (map (\x -> i64.i32 (x % 4)) xs) (replicate n 1)
  in ( scan (+) 0 xs, evens, odds, counts
     , all (> 0) xs, any (> 10) xs
     , map3 (\a b c -> a + b + c) [1, 2, 3] [2, 1, 4] [3, 3, 5])
