-- Compile error (for in scalar): the message names the problem.
-- ==
-- error: the array of a `for \.\.\. in` loop: expected `\[.*\].*`, found `i32

def main (x: i32) = loop a = 0 for y in x do a + y
