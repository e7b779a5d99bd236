-- let [n] binding the size of a filter result.
-- ==
-- input { [1i32, -2i32, 3i32] } output { 2i64 [1i32, 3i32] }
entry main (xs: []i32) = let [n] (ys: [n]i32) = filter (> 0) xs in (n, ys)
