-- Compile error (recursion): the message names the problem.
-- ==
-- error: unknown variable `f`

def f (x: i32): i32 = if x == 0 then 0 else f (x - 1)
def main = f 3
