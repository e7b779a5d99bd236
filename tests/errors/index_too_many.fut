-- Compile error (index too many): the message names the problem.
-- ==
-- error: too many indices \(2\) for an array of type

def main (xs: []i32) = xs[0, 1]
