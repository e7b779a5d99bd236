-- Compile error (one type parameter at two types): the message names the problem.
-- ==
-- error: argument 2 of `pair`: expected `i32`, found `bool`

def pair 't (x: t) (y: t) = (x, y)
def main (x: i32) = pair x true
