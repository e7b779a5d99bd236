-- Compile error (loop acc type): the message names the problem.
-- ==
-- error: the loop body returns a value of type f64 but the loop parameter has type i32

def main (n: i32) = loop acc = 0i32 for i < n do 1.5
