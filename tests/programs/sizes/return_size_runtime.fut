-- A declared result size that is not known statically is checked at run
-- time, with a message naming the sizes.
-- ==
-- input { 3i64 } output { [0i32, 0i32, 0i32] }
-- input { 4i64 } error: size mismatch: an array of size 4 where size 3 is required \(in the result of `main`\)
entry main (n: i64) : [3]i32 = replicate n 0i32
