-- A size that is not known statically is coerced (`:>`) and checked at run
-- time, with a message naming the sizes.
-- ==
-- input { 3i64 } output { [0i32, 0i32, 0i32] }
-- input { 4i64 } error: size mismatch: coercion to \[3\] but the array has 4 elements
entry main (n: i64) : [3]i32 = replicate n 0i32 :> [3]i32
