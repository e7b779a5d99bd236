-- Compile error (compare tuple num): the message names the problem.
-- ==
-- error: cannot apply `<` to arguments of types \(i32, i32\) and i32

def main (x: i32) = (x, x) < 1
