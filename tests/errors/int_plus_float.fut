-- Compile error (int plus float): the message names the problem.
-- ==
-- error: argument 2 of the operator `\+`: expected `i32`, found `f32`

def main (x: i32) (y: f32) = x + y
