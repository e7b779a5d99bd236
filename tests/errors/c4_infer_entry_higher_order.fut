-- Compile error: an entry point taking a function.
-- ==
-- error: higher-order

entry main (f: i32 -> i32) (x: i32) = f x
