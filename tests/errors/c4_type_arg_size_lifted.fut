-- Compile error: a size-lifted type passed for a non-lifted parameter of a
-- type abbreviation.
-- ==
-- error: is not size-lifted

type~ row = []i32
type pair 'a = (a, a)

def main (x: pair row) = x.0
