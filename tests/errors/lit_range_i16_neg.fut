-- Compile error (lit range i16 neg): the message names the problem.
-- ==
-- error: Literal out of bounds: -32769 does not fit in type i16

def main = -32769i16
