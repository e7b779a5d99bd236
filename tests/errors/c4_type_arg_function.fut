-- Compile error: a function type passed for a non-lifted parameter of a
-- type abbreviation.
-- ==
-- error: is not lifted

type pair 'a = (a, a)

def main (x: i32) =
  let p : pair (i32 -> i32) = ((+ 1), (+ 2))
  in p.0 x
