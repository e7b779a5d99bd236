-- reduce_by_index into a fresh array, with out-of-range indices ignored.
-- ==
-- input { [0i64, 2i64, 2i64, 7i64, -1i64, 1i64] [1, 2, 3, 4, 5, 6] }
-- output { [1, 6, 5] [1, 6, 3] }

entry main [n] (is: [n]i64) (vs: [n]i32) =
  (reduce_by_index (replicate 3 0) (+) 0 is vs, reduce_by_index (replicate 3 0) i32.max 0 is vs)
