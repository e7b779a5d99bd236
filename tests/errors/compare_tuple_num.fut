-- Compile error (compare tuple num): the message names the problem.
-- ==
-- error: argument 1 of the operator `<`: `\(i32, i32\)` is not a primitive type

def main (x: i32) = (x, x) < 1
