-- Compile error (lit range i8 neg): the message names the problem.
-- ==
-- error: Literal out of bounds: -129 does not fit in type i8

def main = -129i8
