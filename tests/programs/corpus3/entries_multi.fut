-- Several entry points tested from one block.
-- ==
-- entry: add_all
-- input { [1i32, 2i32] 3i32 } output { [4i32, 5i32] }
-- input { empty([0]i32) 3i32 } output { empty([0]i32) }
-- entry: sum_rows mean_rows
-- input { [[1f32, 2f32], [3f32, 5f32]] } output { [3f32, 8f32] }

entry add_all (xs: []i32) (k: i32) = map (+ k) xs
entry sum_rows (xss: [][]f32) = map f32.sum xss
entry mean_rows [n][m] (xss: [n][m]f32) = map (\r -> f32.sum r / f32.i64 m * 2) xss
