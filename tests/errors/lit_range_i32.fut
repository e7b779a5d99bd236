-- Compile error (lit range i32): the message names the problem.
-- ==
-- error: Literal out of bounds: 2147483648 does not fit in type i32

def main = 2147483648i32
