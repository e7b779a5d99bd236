-- Compile error: a slice of unknown size returned where the parameter's
-- size is declared.
-- ==
-- error: do not match

def main [n] (xs: [n]i32) : [n]i32 = xs[1:]
