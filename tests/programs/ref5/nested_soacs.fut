-- Nested parallelism: SOACs inside map, reductions of arrays with
-- vector operators, loops inside map.
-- ==
-- entry: rows
-- input { [[1, 2, 3], [4, 5, 6]] }
-- output { [[1, 3, 6], [4, 9, 15]] [6, 15] [5, 7, 9] [3, 6] }
-- entry: inner_loop
-- input { [1, 2, 3] }
-- output { [1, 4, 9] [[1, 1, 1], [2, 4, 8], [3, 9, 27]] }
-- entry: irregular
-- input { [0i64, 3i64, 5i64] }
-- output { [0i64, 3i64, 10i64] [0i64, 1i64, 2i64] }

entry rows (a: [][]i32) =
  (map (scan (+) 0) a, map i32.sum a, reduce (map2 (+)) (replicate 3 0) (a :> [][3]i32),
   map (\r -> i32.maximum r) a)
entry inner_loop (xs: []i32) =
  (map (\x -> loop acc = 0 for _i < x do acc + x) xs,
   map (\x -> loop row = replicate 3 1 for i < 3 do row with [i] = (if i == 0 then x else row[i - 1] * x)) xs)
entry irregular (ns: []i64) =
  (map (\n -> i64.sum (iota n)) ns, map (\n -> length (filter (\i -> i % 2 == 1) (iota n))) ns)
