-- Compile error (param type mismatch): the message names the problem.
-- ==
-- error: in the first argument of `f`: expected type bool, found i32

def f (x: bool) = x
def main = f 1i32
