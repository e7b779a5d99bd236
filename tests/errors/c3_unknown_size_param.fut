-- Compile error: a parameter type naming a size that no size parameter
-- binds (the reference: a size must be an expression in scope).
-- ==
-- error: unknown size `n`

def main (xs: [n]i32) : i32 = xs[0]
