-- Compile error (bool neg int): the message names the problem.
-- ==
-- error: cannot apply `&&` to arguments of types i32 and bool

def main (x: i32) = x && true
