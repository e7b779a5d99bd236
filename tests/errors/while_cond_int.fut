-- Compile error (while cond int): the message names the problem.
-- ==
-- error: the condition of a `while` loop: expected `bool`, found `i32`

def main (x: i32) = loop x while x do x - 1
