-- Compile error (assert cond int): the message names the problem.
-- ==
-- error: the condition of `assert`: expected `bool`, found `i32`

def main (x: i32) = assert x x
