-- Compile error (tuple pattern arity): the message names the problem.
-- ==
-- error: the tuple pattern `\(a, b\)`: expected `\(.*, .*\)`, found `\(i32

def main (x: i32) = let (a, b) = (x, x, x) in a
