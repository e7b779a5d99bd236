-- Compile error (index bool): the message names the problem.
-- ==
-- error: an index: `bool` is not an integral type

def main (xs: []i32) = xs[true]
