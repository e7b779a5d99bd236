-- Compile error (compare tuple num): the message names the problem.
-- ==
-- error: argument 1 of the operator `<`: expected a primitive type.*found `\(i32, i32\)`

def main (x: i32) = (x, x) < 1
