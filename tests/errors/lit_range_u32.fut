-- Compile error (lit range u32): the message names the problem.
-- ==
-- error: Literal out of bounds: 4294967296 does not fit in type u32

def main = 4294967296u32
