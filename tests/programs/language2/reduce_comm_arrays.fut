-- reduce_comm, and reduce whose operator works on arrays.
-- ==
-- input { [[1i32, 2i32], [3i32, 4i32], [5i32, 6i32]] }
-- output { 21i32 [9i32, 12i32] [5i32, 6i32] }

entry main [n][m] (xss: [n][m]i32) =
  ( reduce_comm (+) 0 (flatten xss)
  , reduce (map2 (+)) (replicate m 0) xss
  , reduce_comm (map2 i32.max) (replicate m i32.lowest) xss )
