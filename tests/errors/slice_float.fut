-- Compile error (slice float): the message names the problem.
-- ==
-- error: a slice bound: `i64` is not a floating-point type

def main (xs: []i32) = xs[0.5:2]
