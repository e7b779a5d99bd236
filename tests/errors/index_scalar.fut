-- Compile error (index scalar): the message names the problem.
-- ==
-- error: cannot index a value of type i32

def main (x: i32) = x[0]
