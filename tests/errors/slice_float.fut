-- Compile error (slice float): the message names the problem.
-- ==
-- error: a slice bound must be an integer, found f64

def main (xs: []i32) = xs[0.5:2]
