-- hist and reduce_by_index on tuples, and with f32 operators.
-- ==
-- input { [0i64, 1i64, 0i64] [1f32, 2f32, 3f32] }
-- output { [4f32, 2f32] [3f32, 2f32] [2i32, 1i32] [4f32, 2f32] }

entry main [n] (is: [n]i64) (vs: [n]f32) =
  let (s, c) = unzip (hist (\(a, b) (x, y) -> (a + x, b + y)) (0, 0) 2 is (zip vs (replicate n 1i32)))
  in (reduce_by_index (replicate 2 0) (+) 0 is vs, reduce_by_index (replicate 2 f32.lowest) f32.max f32.lowest is vs, c, s)
