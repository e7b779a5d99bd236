-- Prelude SOACs as users write them: reduce_comm, scan, exclusive scan by
-- hand, hist, reduce_by_index, scatter, filter, partition, all/any.
-- ==
-- input { [3i64, 1i64, 4i64, 1i64, 5i64] }
-- output { 14i64 [3i64, 4i64, 8i64, 9i64, 14i64] [0i32, 2i32, 0i32, 1i32, 1i32, 1i32] [0i64, 1i64, 0i64, 3i64, 4i64, 5i64] [1i64, 0i64, 3i64, 4i64, 5i64] [4i64] [3i64, 1i64, 1i64, 5i64] true false }
-- input { empty([0]i64) }
-- output { 0i64 empty([0]i64) [0i32, 0i32, 0i32, 0i32, 0i32, 0i32] [0i64, 0i64, 0i64, 0i64, 0i64, 0i64] empty([0]i64) empty([0]i64) empty([0]i64) true false }

entry main [n] (xs: [n]i64) =
  let counts = hist (+) 0 6 xs (replicate n 1)
  let maxes = reduce_by_index (replicate 6 0) i64.max 0 xs xs
  let placed = scatter (replicate n 0) (map (\x -> x - 1) xs) xs
  let (evens, odds) = partition (\x -> x % 2 == 0) xs
  in ( reduce_comm (+) 0 xs
     , scan (+) 0 xs
     , counts
     , maxes
     , placed
     , evens
     , odds
     , all (>= 0) xs
     , any (> 5) xs )
