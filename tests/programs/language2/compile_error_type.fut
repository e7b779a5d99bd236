-- A type error is a compile error.
-- ==
-- error: .*

entry main (x: i32) : bool = x + 1
