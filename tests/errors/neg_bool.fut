-- Compile error (neg bool): the message names the problem.
-- ==
-- error: cannot negate a value of type bool

def main (b: bool) = -b
