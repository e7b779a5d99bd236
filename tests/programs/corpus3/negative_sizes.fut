-- Negative sizes given to replicate and iota, and an invalid range, are
-- run-time errors.
-- ==
-- entry: rep
-- input { 2i64 } output { [0i32, 0i32] }
-- input { -1i64 } error: negative
-- entry: io
-- input { 3i64 } output { [0i64, 1i64, 2i64] }
-- input { -2i64 } error: negative
-- entry: rng
-- input { 1i32 3i32 } output { [1i32, 2i32] }
-- input { 3i32 1i32 } error: invalid

entry rep (n: i64) = replicate n 0i32
entry io (n: i64) = iota n
entry rng (a: i32) (b: i32) = a..<b
