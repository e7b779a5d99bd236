-- Reductions and scans whose operator returns an array other than
-- elementwise (choosing one of its arguments, building an array
-- literal), at host level and inside map: both backends (the OpenCL
-- backend runs them as loops over the rows).
-- ==
-- entry: pick
-- input { [[1, 5], [3, 2], [2, 9]] } output { [2, 9] }
-- input { empty([0][2]i32) } output { [-2147483648, -2147483648] }
-- entry: lit
-- input { [[1, 5], [3, 2], [2, 9]] } output { [6, 16] }
-- entry: vec
-- input { [[1, 5], [3, 2], [2, 9]] } output { [6, 16] }
-- entry: sc
-- input { [[1, 5], [3, 2], [2, 9]] } output { [[1, 5], [4, 7], [6, 16]] }
-- entry: pick_rows
-- input { [[[1, 5], [3, 2], [2, 9]], [[4, 4], [0, 1], [7, 3]]] } output { [[2, 9], [4, 4]] }
-- entry: lit_rows
-- input { [[[1, 5], [3, 2], [2, 9]], [[4, 4], [0, 1], [7, 3]]] } output { [[6, 16], [11, 8]] }
-- entry: sc_rows
-- input { [[[1, 5], [3, 2]], [[4, 4], [0, 1]]] } output { [[[1, 5], [4, 7]], [[4, 4], [4, 5]]] }
-- entry: mixed
-- input { [[1, 5], [3, 2], [2, 9]] } output { [2, 9] 12 [6, 16] }

entry pick [m] (a: [][m]i32) = reduce (\x y -> if x[1] > y[1] then x else y) (replicate m i32.lowest) a
entry lit (a: [][2]i32) = reduce (\x y -> [x[0] + y[0], x[1] + y[1]]) [0, 0] a
entry vec [m] (a: [][m]i32) = reduce (map2 (+)) (replicate m 0) a
entry sc (a: [][2]i32) = scan (\x y -> [x[0] + y[0], x[1] + y[1]]) [0, 0] a
entry pick_rows [m] (a: [][][m]i32) =
  map (\r -> reduce (\x y -> if x[1] > y[1] then x else y) (replicate m i32.lowest) r) a
entry lit_rows (a: [][][2]i32) = map (\r -> reduce (\x y -> [x[0] + y[0], x[1] + y[1]]) [0, 0] r) a
entry sc_rows (a: [][][2]i32) = map (\r -> scan (\x y -> [x[0] + y[0], x[1] + y[1]]) [0, 0] r) a
entry mixed (a: [][2]i32) =
  let (best, total, sums) =
    reduce (\(b1, t1, s1) (b2, t2, s2) ->
              (if b1[1] > b2[1] then b1 else b2, t1 + t2, [s1[0] + s2[0], s1[1] + s2[1]]))
           ([i32.lowest, i32.lowest], 0, [0, 0])
           (map (\r -> (r, r[0] * 2, r)) a)
  in (best, total, sums)
