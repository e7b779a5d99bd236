-- Compile error (static size mismatch): the message names the problem.
-- ==
-- error: array of size 2 where size 3 is required \(in the first argument of `f`\)

def f (xs: [3]i32) = xs
def main = f [1, 2]
