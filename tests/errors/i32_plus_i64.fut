-- Compile error (i32 plus i64): the message names the problem.
-- ==
-- error: cannot apply `\+` to arguments of types i32 and i64

def main (x: i32) (y: i64) = x + y
