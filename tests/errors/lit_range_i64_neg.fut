-- Compile error (lit range i64 neg): the message names the problem.
-- ==
-- error: Literal out of bounds: -9223372036854775809 does not fit in type i64

def main = -9223372036854775809i64
