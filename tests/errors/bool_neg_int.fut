-- Compile error (bool neg int): the message names the problem.
-- ==
-- error: argument 1 of the operator `\&\&`: expected `bool`, found `i32`

def main (x: i32) = x && true
