-- Compile error (lit range u16): the message names the problem.
-- ==
-- error: Literal out of bounds: 65536 does not fit in type u16

def main = 65536u16
