-- Compile error (lit range i8): the message names the problem.
-- ==
-- error: literal 128 does not fit in type i8

def main = 128i8
