-- Ranges: a run-time error when the bounds are out of order or the
-- stride is zero.
-- ==
-- input { 1i64 1i64 5i64 } error: .*
-- input { 5i64 6i64 1i64 } error: .*
-- input { 1i64 3i64 9i64 } output { [1i64, 3, 5, 7, 9] }
entry main (a: i64) (b: i64) (c: i64) = a..b...c
