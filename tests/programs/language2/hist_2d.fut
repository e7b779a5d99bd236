-- reduce_by_index_2d.
-- ==
-- input { [1i32, 2i32, 3i32] }
-- output { [[1i32, 0i32, 0i32], [0i32, 5i32, 0i32]] }

entry main (vs: [3]i32) =
  reduce_by_index_2d (replicate 2 (replicate 3 0)) (+) 0 [(0, 0), (1, 1), (1, 1)] vs
