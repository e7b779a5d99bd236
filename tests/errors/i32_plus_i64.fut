-- Compile error (i32 plus i64): the message names the problem.
-- ==
-- error: argument 2 of the operator `\+`: expected `i32`, found `i64`

def main (x: i32) (y: i64) = x + y
