-- Compile error (index bool): the message names the problem.
-- ==
-- error: an array index must be an integer, found bool

def main (xs: []i32) = xs[true]
