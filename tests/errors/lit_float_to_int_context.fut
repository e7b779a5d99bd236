-- Compile error (lit float to int context): the message names the problem.
-- ==
-- error: cannot apply `\+` to arguments of types i32 and f64

def main (x: i32) = x + 1.5
