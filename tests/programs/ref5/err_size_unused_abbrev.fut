-- All size parameters of a type abbreviation must be used.
-- ==
-- error: .

type t [n] = i32
def main (x: t [2]) = x
