-- replicate of replicate.
-- ==
-- input { 3i64 } output { [[0i32, 0i32, 0i32], [0i32, 0i32, 0i32]] }
entry main (n: i64) = replicate 2 (replicate n 0)
