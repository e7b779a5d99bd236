-- Compile error (lit range hex): the message names the problem.
-- ==
-- error: Literal out of bounds: 256 does not fit in type u8

def main = 0x100u8
