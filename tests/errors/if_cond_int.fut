-- Compile error (if cond int): the message names the problem.
-- ==
-- error: the condition of `if`: expected `bool`, found `i32`

def main (x: i32) = if x then 1 else 2
