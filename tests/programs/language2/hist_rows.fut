-- reduce_by_index and hist whose values are rows, combined element by
-- element; out-of-range indices are ignored.
-- ==
-- input { [0i64, 0i64, 1i64, 5i64, -1i64] }
-- output { [[2i32, 2i32], [1i32, 1i32]] [[0f32, 0f32, 0f32], [-f32.inf, -f32.inf, -f32.inf], [3f32, 3f32, 3f32]] }
-- random input { [1000]i64 } auto output

entry main [n] (is: [n]i64) =
  ( reduce_by_index (replicate 2 (replicate 2 0)) (map2 (+)) (replicate 2 0) is (replicate n (replicate 2 1))
  , hist (map2 f32.max) (replicate 3 (-f32.inf)) 3 (map (\i -> i % 4 * 2 % 4) is)
         (map (\i -> replicate 3 (f32.i64 (i % 4))) is) )
