-- Compile error (reduce op type): the message names the problem.
-- ==
-- error: argument 3 of `reduce`: expected `f32`, found `i32`

def main (xs: []i32) = reduce (+) 0f32 xs
