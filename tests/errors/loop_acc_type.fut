-- Compile error (loop acc type): the message names the problem.
-- ==
-- error: the loop body's result does not match the loop parameter: `i32` is not

def main (n: i32) = loop acc = 0i32 for i < n do 1.5
