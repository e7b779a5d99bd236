-- Run-time errors of the array functions: head and last of an empty
-- array, take and drop beyond the length, iota and replicate of a
-- negative size, sized of the wrong size, an index out of bounds.
-- ==
-- entry: heads
-- input { empty([0]i32) } error: out of bounds
-- input { [1, 2] } output { 1 2 [2] [1] }
-- entry: cuts
-- input { 4i64 [1, 2, 3] } error: .
-- input { -1i64 [1, 2, 3] } error: .
-- input { 3i64 [1, 2, 3] } output { [1, 2, 3] empty([0]i32) }
-- entry: sizes
-- input { -1i64 } error: .
-- input { 2i64 } output { [0i64, 1i64] [true, true] }
-- entry: sized_bad
-- input { 2i64 [1, 2, 3] } error: .
-- input { 3i64 [1, 2, 3] } output { [1, 2, 3] }

entry heads (xs: []i32) = (head xs, last xs, tail xs, init xs)
entry cuts (n: i64) (xs: []i32) = (take n xs, drop n xs)
entry sizes (n: i64) = (iota n, replicate n true)
entry sized_bad (n: i64) (xs: []i32) = sized n xs
