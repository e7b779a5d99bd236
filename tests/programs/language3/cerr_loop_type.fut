-- A loop body whose result type differs from the loop parameter's is a
-- compile error.
-- ==
-- error: .

entry main (n: i32) = loop x = 0i32 for i < n do f32.i32 x
