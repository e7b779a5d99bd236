-- Compile error (bool arith): the message names the problem.
-- ==
-- error: argument 1 of the operator `\+`: `bool` is not a numeric type

def main (b: bool) = b + true
