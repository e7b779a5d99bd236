-- A size coercion checked at run time.
-- ==
-- input { [1, 2, 3] 3i64 } output { [1, 2, 3] }
-- input { [1, 2, 3] 2i64 } error: .

entry main (xs: []i32) (n: i64) : [n]i32 = xs :> [n]i32
