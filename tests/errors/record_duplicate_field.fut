-- Compile error (a field given twice): the message names the problem.
-- ==
-- error: field `a` is defined twice

def main (x: i32) = let r = {a = x, a = 2} in r.a
