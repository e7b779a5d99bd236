-- A map over rows whose body reduces with a tuple operator and returns
-- only some of its results (the index of an argmin; the second of two
-- running sums) becomes one segmented SegRed/SegScan, not a loop in each
-- thread; the results the map drops go to arrays nothing reads.  A
-- neutral element that is not a constant but the same for every row,
-- `(f32.inf, m)`, gives a segmented SegRed too (segred_variable_neutral.fut).
-- ==
-- entry: argmin_rows
-- input { [[3f32, 1f32, 2f32], [0f32, 5f32, 0f32]] } output { [1i64, 0i64] }
-- input { empty([0][4]f32) } output { empty([0]i64) }
-- random input { [17][33]f32 } auto output
-- structure { SegRed 1 kernels:Loop 0 }

entry argmin_rows [n][m] (xss: [n][m]f32) : [n]i64 =
  map (\r ->
         let (_, i) = reduce (\(x, i) (y, j) -> if x < y || (x == y && i < j) then (x, i) else (y, j))
                             (f32.inf, -1) (zip r (iota m))
         in i) xss

-- ==
-- entry: second_running_sums
-- input { [[1i32, 2i32], [3i32, 4i32]] } output { [[2i32, 6i32], [6i32, 14i32]] }
-- random input { [9][20]i32 } auto output
-- structure { SegScan 1 kernels:Loop 0 }

entry second_running_sums [n][m] (xss: [n][m]i32) : [n][m]i32 =
  map (\r -> let (_, b) = unzip (scan (\(a, b) (c, d) -> (a + c, b + d)) (0, 0) (zip r (map (* 2) r)))
             in b) xss
