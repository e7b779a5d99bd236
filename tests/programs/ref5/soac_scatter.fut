-- scatter, scatter_2d, scatter_3d and spread; out-of-range indices are
-- ignored.
-- ==
-- entry: sc
-- input { [0, 0, 0, 0] [1i64, 3i64, -1i64, 4i64] [10, 20, 30, 40] }
-- output { [0, 10, 0, 20] }
-- entry: sc2
-- input { [0i64, 1i64, 2i64] [1i64, 0i64, 2i64] [5, 6, 7] }
-- output { [[0, 5], [6, 0]] }
-- entry: sc3
-- input { [1, 2] }
-- output { [[[0, 1]], [[2, 0]]] }
-- entry: spr
-- input { [1i64, 3i64, 7i64] [10, 20, 30] }
-- output { [0, 10, 0, 20, 0] }

entry sc [n] (dest: *[]i32) (is: [n]i64) (vs: [n]i32) = scatter dest is vs
entry sc2 [n] (is: [n]i64) (js: [n]i64) (vs: [n]i32) = scatter_2d (replicate 2 (replicate 2 0)) (zip is js) vs
entry sc3 (vs: [2]i32) = scatter_3d (replicate 2 (replicate 1 (replicate 2 0))) [(0, 0, 1), (1, 0, 0)] vs
entry spr [n] (is: [n]i64) (vs: [n]i32) = spread 5 0 is vs
