-- Point-free entry points: partial applications of SOACs as entries.
-- ==
-- entry: sum_all
-- input { [1.5f32, 2.5f32] }
-- output { 4.0f32 }
-- ==
-- entry: add_vecs
-- input { [1, 2] [10, 20] }
-- output { [11, 22] }
-- ==
-- entry: roots
-- input { [4.0f64, 9.0f64] }
-- output { [2.0f64, 3.0f64] }

entry sum_all = reduce (+) 0f32
entry add_vecs = map2 (i32.+)
entry roots = map f64.sqrt
