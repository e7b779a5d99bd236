-- hist, reduce_by_index, reduce_by_index_2d and _3d: out-of-range
-- indices are ignored.
-- ==
-- entry: h
-- input { [0i64, 1i64, 1i64, 3i64, 5i64, -1i64] [1, 2, 3, 4, 5, 6] }
-- output { [1, 5, 0, 4] [1, 3, 0, 4] }
-- entry: rbi
-- input { [10, 20, 30] [2i64, 0i64, 2i64, 7i64] [1, 2, 3, 4] }
-- output { [12, 20, 34] }
-- entry: rbi2
-- input { [0i64, 1i64, 0i64, 2i64, 0i64] [0i64, 1i64, 0i64, 0i64, -1i64] [1, 2, 3, 4, 5] }
-- output { [[4, 0], [0, 2]] }
-- entry: rbi3
-- input { [1, 2, 3] }
-- output { [[[0, 4], [0, 0]], [[0, 0], [2, 0]]] }
-- entry: h_empty
-- input { 3i64 }
-- output { [0f32, 0f32, 0f32] }

entry h [n] (is: [n]i64) (vs: [n]i32) = (hist (+) 0 4 is vs, hist i32.max 0 4 is vs)
entry rbi [n] (dest: *[]i32) (is: [n]i64) (vs: [n]i32) = reduce_by_index dest (+) 0 is vs
entry rbi2 [n] (is: [n]i64) (js: [n]i64) (vs: [n]i32) =
  reduce_by_index_2d (replicate 2 (replicate 2 0)) (+) 0 (zip is js) vs
entry rbi3 (vs: [3]i32) =
  reduce_by_index_3d (replicate 2 (replicate 2 (replicate 2 0))) (+) 0
                     [(0, 0, 1), (1, 1, 0), (0, 0, 1)] vs
entry h_empty (k: i64) = hist (+) 0f32 k [] []
