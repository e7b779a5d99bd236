-- Error index "unused-existential", a program of runic's own: an existential size of a type abbreviation that no array has.
-- ==
-- error: Existential size `n` not used as array size

type~ count = ?[n].i64
def main (x: i64) : count = x
