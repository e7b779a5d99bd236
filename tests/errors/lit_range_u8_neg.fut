-- Compile error (lit range u8 neg): the message names the problem.
-- ==
-- error: Literal out of bounds: -1 does not fit in type u8

def main = -1u8
