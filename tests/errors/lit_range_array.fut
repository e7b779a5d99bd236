-- Compile error (lit range array): the message names the problem.
-- ==
-- error: literal 200 does not fit in type i8

def main : []i8 = [1, 2, 200]
