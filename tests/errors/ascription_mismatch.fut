-- Compile error (ascription mismatch): the message names the problem.
-- ==
-- error: in the type ascription: expected type i32, found f64

def main = (1.5 : i32)
