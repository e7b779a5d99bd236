-- Compile error (lit range u64): the message names the problem.
-- ==
-- error: Literal out of bounds: 18446744073709551616 does not fit in type u64

def main = 18446744073709551616u64
