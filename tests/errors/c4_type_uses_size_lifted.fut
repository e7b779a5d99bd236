-- Compile error: a type abbreviation built from a size-lifted one must be
-- size-lifted too.
-- ==
-- error: declare it with `type~`

type~ row = []i32
type pair = (row, i32)

def main (x: i32) = x
