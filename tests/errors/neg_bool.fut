-- Compile error (neg bool): the message names the problem.
-- ==
-- error: the operand of unary `-`: `bool` is not a numeric type

def main (b: bool) = -b
