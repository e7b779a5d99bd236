-- Compile error (mod bool): the message names the problem.
-- ==
-- error: cannot apply `%` to arguments of types bool and bool

def main (x: bool) = x % true
