-- Compile error (update type): the message names the problem.
-- ==
-- error: the value written by `with`: expected `i32`, found `f32`

def main (xs: *[]i32) = xs with [0] = 1.5f32
