-- Compile error (ascription mismatch2): the message names the problem.
-- ==
-- error: the type ascription: expected `i64`, found `i32`

def main (x: i32) = (x : i64)
