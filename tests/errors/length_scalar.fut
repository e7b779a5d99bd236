-- Compile error (length scalar): the message names the problem.
-- ==
-- error: the argument of `length` must be an array, found i32

def main (x: i32) = length x
