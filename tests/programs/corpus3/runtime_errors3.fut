-- Run-time errors: out-of-bounds indexing, failed assertions, division
-- by zero.
-- ==
-- entry: index_it
-- input { [1i32, 2i32, 3i32] 1i64 } output { 2i32 }
-- input { [1i32, 2i32, 3i32] 3i64 } error: Index \[3\] out of bounds
-- input { [1i32, 2i32, 3i32] -1i64 } error: out of bounds
-- entry: checked_div
-- input { 7i32 2i32 } output { 3i32 }
-- input { 7i32 0i32 } error: division by zero
-- entry: asserted
-- input { 4.0f64 } output { 2.0f64 }
-- input { -4.0f64 } error: Assertion is false
-- entry: slice_it
-- input { [1i32, 2i32, 3i32] 1i64 3i64 } output { [2i32, 3i32] }
-- input { [1i32, 2i32, 3i32] 2i64 5i64 } error: out of bounds

entry index_it (xs: []i32) (i: i64) = xs[i]
entry checked_div (a: i32) (b: i32) = a / b
entry asserted (x: f64) = assert (x >= 0) (f64.sqrt x)
entry slice_it (xs: []i32) (a: i64) (b: i64) = xs[a:b]
