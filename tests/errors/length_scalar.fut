-- Compile error (length scalar): the message names the problem.
-- ==
-- error: argument 1 of `length`: expected `\[.*\].*`, found `i32`

def main (x: i32) = length x
