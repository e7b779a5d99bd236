-- `flatten` of a nest of maps read by a reduction, scan or histogram (the
-- pair counts of a correlation, `flatten img |> sum` of a tabulate_2d
-- image): the nest's n x m results were written to memory and read back
-- by the consumer, as fusion does not see through the reshape.  The
-- simplifier now makes the nest one map over iota (n*m) computing
-- element k from as[k / m] and bs[k % m], which joins the consumer.
-- The structure counts the whole program: the bins' replicate and the
-- kept nest with its transpose are the 3 SegMaps (7 before: one per
-- nest); one SegOp for each consumer.
-- ==
-- entry: pair_hist
-- input { [1f32, 2f32, 3f32] [1f32, 2f32] }
-- output { [0i64, 1i64, 2i64, 1i64, 1i64, 0i64, 1i64, 0i64] }
-- random input { [37]f32 [53]f32 } auto output
-- structure { SegMap 3 SegHist 1 SegRed 3 SegScan 1 }
-- ==
-- entry: image_sum
-- input { 2i64 3i64 } output { 9i64 }
-- input { 0i64 3i64 } output { 0i64 }
-- input { 3i64 0i64 } output { 0i64 }
-- ==
-- entry: rows_sum
-- input { [[1f32, 2f32], [3f32, 4f32], [5f32, 6f32]] } output { 91f32 }
-- ==
-- entry: pair_scan
-- input { [1i32, 2i32] [10i32, 20i32, 30i32] }
-- output { [11i32, 32i32, 63i32, 75i32, 97i32, 129i32] }
-- ==
-- entry: nest_kept
-- input { [1i32, 2i32] [10i32, 20i32] }
-- output { 66i32 [[11i32, 12i32], [21i32, 22i32]] }

entry pair_hist [n][m] (xs: [n]f32) (ys: [m]f32) : [8]i64 =
  let is = flatten (map (\x -> map (\y -> i64.f32 (x * y) % 8) ys) xs)
  in hist (+) 0 8 is (map (const 1) is)

entry image_sum (h: i64) (w: i64) : i64 =
  tabulate_2d h w (\i j -> i + j) |> flatten |> i64.sum

entry rows_sum [n][m] (xss: [n][m]f32) : f32 =
  flatten (map (\row -> map (\x -> x * x) row) xss) |> f32.sum

entry pair_scan [n][m] (xs: [n]i32) (ys: [m]i32) : []i32 =
  flatten (map (\x -> map (+ x) ys) xs) |> scan (+) 0

-- The nest is also returned: it stays, and the sum reads it.
entry nest_kept [n][m] (xs: [n]i32) (ys: [m]i32) : (i32, [m][n]i32) =
  let nest = map (\x -> map (+ x) ys) xs
  in (i32.sum (flatten nest), transpose nest)
