-- A size coercion that fails at run time.
-- ==
-- input { [1i32, 2i32, 3i32] 3i64 }
-- output { [1i32, 2i32, 3i32] }
-- input { [1i32, 2i32, 3i32] 4i64 }
-- error: .

entry main (xs: []i32) (n: i64) : [n]i32 = xs :> [n]i32
