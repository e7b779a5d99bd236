-- Compile error (param type mismatch): the message names the problem.
-- ==
-- error: argument 1 of `f`: expected `bool`, found `i32`

def f (x: bool) = x
def main = f 1i32
