-- Compile error: a name bound twice in one tuple pattern.
-- ==
-- error: `a` is bound twice

def main (x: i32) = let (a, a) = (x, x + 1) in a
