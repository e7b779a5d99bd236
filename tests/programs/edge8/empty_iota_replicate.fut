-- iota 0, replicate 0 and tabulate with a zero dimension.
-- ==
-- entry: io
-- input { 0i64 } output { empty([0]i64) }
-- input { 3i64 } output { [0i64, 1i64, 2i64] }
-- entry: rep
-- input { 0i64 4 } output { empty([0]i32) }
-- input { 2i64 4 } output { [4, 4] }
-- entry: rep2
-- input { 0i64 3i64 } output { empty([0][3]i32) }
-- input { 2i64 0i64 } output { empty([2][0]i32) }
-- input { 1i64 2i64 } output { [[1, 1]] }
-- entry: tab
-- input { 0i64 5i64 } output { empty([0][5]i32) }
-- input { 5i64 0i64 } output { empty([5][0]i32) }
-- input { 2i64 3i64 } output { [[0, 1, 2], [3, 4, 5]] }
-- entry: tab3
-- input { 2i64 0i64 } output { empty([2][0][2]i64) }
-- input { 1i64 1i64 } output { [[[0i64, 1i64]]] }

entry io (n: i64) = iota n
entry rep (n: i64) (x: i32) = replicate n x
entry rep2 (n: i64) (m: i64) = replicate n (replicate m 1i32)
entry tab (n: i64) (m: i64) = tabulate_2d n m (\i j -> i32.i64 (i * m + j))
entry tab3 (n: i64) (m: i64) = tabulate_3d n m 2 (\i j k -> i + j + k)
