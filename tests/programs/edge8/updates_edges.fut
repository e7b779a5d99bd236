-- In-place updates at the first and last index, of rows and of slices,
-- and out of bounds (a run-time error).
-- ==
-- entry: ends
-- input { [1, 2, 3] } output { [9, 2, 8] }
-- input { [1] } output { [8] }
-- entry: upd
-- input { [1, 2, 3] 3i64 } error: Index \[3\] out of bounds
-- input { [1, 2, 3] -1i64 } error: Index \[-1\] out of bounds
-- input { [1, 2, 3] 0i64 } output { [0, 2, 3] }
-- entry: row_update
-- input { [[1, 2], [3, 4]] 1i64 } output { [[1, 2], [0, 0]] }
-- entry: slice_update
-- input { [1, 2, 3, 4, 5] 1i64 } output { [1, 0, 0, 4, 5] }
-- input { [1, 2, 3, 4, 5] 4i64 } error: out of bounds
-- entry: tuple_array
-- input { [1, 2] } output { [10, 2] [true, false] }

entry ends [n] (xs: *[n]i32) =
  let xs[0] = 9
  let xs[n - 1] = 8
  in xs
entry upd (xs: *[]i32) (i: i64) = xs with [i] = 0
entry row_update [m] (xss: *[][m]i32) (i: i64) = xss with [i] = replicate m 0
entry slice_update (xs: *[]i32) (i: i64) = xs with [i:i + 2] = [0, 0]
entry tuple_array (xs: []i32) =
  let ps = map (\x -> (x, false)) xs
  let ps = ps with [0] = (10, true)
  in unzip ps
