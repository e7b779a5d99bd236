-- replicate of a negative size: the same message on every backend.
-- ==
-- entry: host
-- input { -5i64 } error: replicate of negative size -5
-- entry: in_map
-- input { [2i64, -3i64] } error: replicate of negative size -3
-- input { [2i64, 3i64] } output { [2i32, 3i32] }
-- entry: rows
-- input { -2i64 [1, 2] } error: replicate of negative size -2
-- entry: hist_bins
-- input { -3i64 [1i64] [7] } error: replicate of negative size -3

entry host (n: i64) = replicate n 1i32
entry in_map (ns: []i64) = map (\n -> i32.sum (replicate n 1i32)) ns
entry rows (n: i64) (xs: []i32) = replicate n xs
entry hist_bins [m] (n: i64) (is: [m]i64) (vs: [m]i32) = hist (+) 0 n is vs
