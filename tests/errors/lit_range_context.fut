-- Compile error (lit range context): the message names the problem.
-- ==
-- error: Literal out of bounds: 256 does not fit in type u8

def main (x: u8) = x + 256
