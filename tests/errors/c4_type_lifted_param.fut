-- Compile error: a type abbreviation that uses a lifted type parameter must
-- be lifted.
-- ==
-- error: declare it with .type\^.

type wrap '^a = (a, i32)

def main (x: i32) = x
