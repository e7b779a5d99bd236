-- Indices must be i64: i32 values are converted with i64.i32.
-- ==
-- input { [10, 20, 30] 2 } output { 30 }
entry main (xs: []i32) (i: i32) = xs[i64.i32 i]
