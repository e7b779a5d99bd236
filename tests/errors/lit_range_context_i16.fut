-- Compile error (lit range context i16): the message names the problem.
-- ==
-- error: Literal out of bounds: 40000 does not fit in type i16

def main : i16 = 40000
