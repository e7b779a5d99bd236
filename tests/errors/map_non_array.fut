-- Compile error (map non array): the message names the problem.
-- ==
-- error: argument 2 of `map`: expected `\[.*\].*`, found `i32`

def main (x: i32) = map (+1) x
