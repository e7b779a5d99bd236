-- Compile error (unknown record field): the message names the problem.
-- ==
-- error: the record type `\{a: i32, b: [^`]*\}` has no field `c`

def main (x: i32) =
  let r = {a = x, b = 2}
  in r.c
