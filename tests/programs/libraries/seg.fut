import "lib/segmented"
-- ==
-- entry: sscan
-- input { [true, false, false, true, false] [1, 2, 3, 4, 5] } output { [1, 3, 6, 4, 9] }
entry sscan [n] (fs: [n]bool) (xs: [n]i32) = segmented_scan (+) 0 fs xs

-- ==
-- entry: sred
-- input { [true, false, false, true, false] [1, 2, 3, 4, 5] } output { [6, 9] }
entry sred [n] (fs: [n]bool) (xs: [n]i32) = segmented_reduce (+) 0 fs xs

-- ==
-- entry: rep_iota
-- input { [2i64, 0i64, 3i64] } output { [0i64, 0i64, 2i64, 2i64, 2i64] }
entry rep_iota (reps: []i64) = replicated_iota reps

-- ==
-- entry: expand_ranges
-- input { [2i64, 3i64] } output { [0i64, 1i64, 0i64, 1i64, 2i64] }
entry expand_ranges (xs: []i64) = expand (\x -> x) (\_ j -> j) xs
