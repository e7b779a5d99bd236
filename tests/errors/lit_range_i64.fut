-- Compile error (lit range i64): the message names the problem.
-- ==
-- error: Literal out of bounds: 9223372036854775808 does not fit in type i64

def main = 9223372036854775808i64
