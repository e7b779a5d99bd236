-- Compile error (while cond int): the message names the problem.
-- ==
-- error: the condition of `while` must be bool, found i32

def main (x: i32) = loop x while x do x - 1
