-- Compile error (lit range i8): the message names the problem.
-- ==
-- error: Literal out of bounds: 128 does not fit in type i8

def main = 128i8
