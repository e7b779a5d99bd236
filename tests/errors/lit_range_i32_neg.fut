-- Compile error (lit range i32 neg): the message names the problem.
-- ==
-- error: Literal out of bounds: -2147483649 does not fit in type i32

def main = -2147483649
