-- reduce_by_index into an existing array of floats, with indices out of
-- range skipped.
-- ==
-- input { [1.0f32, 2.0f32, 3.0f32] [2i64, 2i64, 0i64, 7i64] [0.5f32, 0.25f32, 1.0f32, 9.0f32] }
-- output { [2.0f32, 2.0f32, 3.75f32] }

entry main [n] (dest: *[]f32) (is: [n]i64) (vs: [n]f32) =
  reduce_by_index dest (+) 0 is vs
