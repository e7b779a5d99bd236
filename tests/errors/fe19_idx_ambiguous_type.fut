-- Error index "ambiguous-type", a program of runic's own: a sum value that is never used, so its other constructors are unknown.
-- ==
-- error: Type is ambiguous

def main (b: bool) = let v = if b then #on else #off in b
