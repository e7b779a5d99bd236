-- Compile error (mod bool): the message names the problem.
-- ==
-- error: argument 1 of the operator `%`: `bool` is not a numeric type

def main (x: bool) = x % true
