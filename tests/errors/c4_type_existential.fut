-- Compile error: a non-lifted type abbreviation with an existential size.
-- ==
-- error: declare it with `type~`

type vec = ?[n].[n]f32

def main (x: i32) = x
