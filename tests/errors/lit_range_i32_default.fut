-- Compile error (lit range i32 default): the message names the problem.
-- ==
-- error: Literal out of bounds: 3000000000 does not fit in type i32

def main = 3000000000
