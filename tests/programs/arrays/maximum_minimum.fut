-- maximum and minimum.
-- ==
-- input { [3, -1, 4, 1] [2.5f32, -0.5f32] } output { 4 -1 2.5f32 -0.5f32 }
entry main (xs: []i32) (ys: []f32) = (maximum xs, minimum xs, maximum ys, minimum ys)
