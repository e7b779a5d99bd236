-- Run-time errors: index out of bounds, division by zero, failed
-- coercion, assertion.
-- ==
-- entry: idx
-- input { [1i32, 2i32] 2i64 } error: out of bounds
-- input { [1i32, 2i32] 1i64 } output { 2i32 }
-- entry: div
-- input { 1i32 0i32 } error: division by zero
-- entry: coerce
-- input { [1i32, 2i32, 3i32] } error: .*
-- entry: slice
-- input { [1i32, 2i32, 3i32] 2i64 1i64 } error: .*

entry idx (xs: []i32) (i: i64) = xs[i]
entry div (a: i32) (b: i32) = a / b
entry coerce (xs: []i32) = xs :> [2]i32
entry slice (xs: []i32) (a: i64) (b: i64) = xs[a:b]
