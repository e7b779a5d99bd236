-- Compile error (update not array): the message names the problem.
-- ==
-- error: cannot index a value of type i32

def main (x: i32) = x with [0] = 1
