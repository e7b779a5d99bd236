-- Compile error (lit range i16): the message names the problem.
-- ==
-- error: Literal out of bounds: 32768 does not fit in type i16

def main = 32768i16
