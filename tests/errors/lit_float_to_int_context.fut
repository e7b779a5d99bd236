-- Compile error (lit float to int context): the message names the problem.
-- ==
-- error: argument 2 of the operator `\+`: `i32` is not a floating-point type

def main (x: i32) = x + 1.5
