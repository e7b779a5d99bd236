-- Compile error (ascription mismatch): the message names the problem.
-- ==
-- error: the type ascription: `i32` is not a floating-point type

def main = (1.5 : i32)
