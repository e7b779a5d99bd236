-- hist and reduce_by_index with +, max and a tuple-free lambda.
-- ==
-- input { [0i64, 1i64, 1i64, 3i64, 9i64] [1i32, 2i32, 3i32, 4i32, 5i32] }
-- output { [1i32, 5i32, 0i32, 4i32] [10i32, 10i32, 10i32, 10i32] [1i32, 6i32, 1i32, 4i32] }

entry main [n] (is: [n]i64) (vs: [n]i32) =
  ( hist (+) 0 4 is vs
  , reduce_by_index (replicate 4 10) i32.max i32.lowest is vs
  , reduce_by_index (replicate 4 1) (\a b -> a * b) 1 is vs )
