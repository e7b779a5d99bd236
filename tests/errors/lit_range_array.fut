-- Compile error (lit range array): the message names the problem.
-- ==
-- error: Literal out of bounds: 200 does not fit in type i8

def main : []i8 = [1, 2, 200]
