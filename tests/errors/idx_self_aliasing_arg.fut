-- Error index "self-aliasing-arg": an argument for a consuming parameter
-- whose components alias each other.
-- ==
-- error: Argument passed for consuming parameter is self-aliased
def g (t: *([]i64, []i64)) : i64 = let (a, _) = t in length a
def main (n: i64) =
  let x = iota n
  in g (x, x)
