-- Compile error (slice float): the message names the problem.
-- ==
-- error: an index: a floating-point type cannot also be an integral type

def main (xs: []i32) = xs[0.5:2]
