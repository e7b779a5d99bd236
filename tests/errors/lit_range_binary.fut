-- Compile error (lit range binary): the message names the problem.
-- ==
-- error: Literal out of bounds: 256 does not fit in type i8

def main = 0b100000000i8
