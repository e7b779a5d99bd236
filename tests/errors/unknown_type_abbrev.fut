-- Compile error (unknown type abbrev): the message names the problem.
-- ==
-- error: Unknown type "vec"

type t = vec
def main (x: t) = x
