-- Error index "refutable-pattern", a program of runic's own: a literal in a tuple pattern of `let`.
-- ==
-- error: Refutable pattern not allowed here

def main (p: (i32, bool)) = let (x, true) = p in x
