-- Compile error (return type mismatch): the message names the problem.
-- ==
-- error: the body of `f` does not match its return type: expected `bool`, found

def f (x: i32): bool = x
def main = f 1
