-- Compile error (return type mismatch): the message names the problem.
-- ==
-- error: in the result of `f`: expected type bool, found i32

def f (x: i32): bool = x
def main = f 1
