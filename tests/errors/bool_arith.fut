-- Compile error (bool arith): the message names the problem.
-- ==
-- error: cannot apply `\+` to arguments of types bool and bool

def main (b: bool) = b + true
