-- Compile error (lit range u8): the message names the problem.
-- ==
-- error: Literal out of bounds: 256 does not fit in type u8

def main = 256u8
