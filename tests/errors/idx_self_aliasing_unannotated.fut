-- A definition with an unannotated (scalar) parameter, never called, is
-- still checked for uniqueness.
-- ==
-- error: Argument passed for consuming parameter is self-aliased
def g (t: *([]i64, []i64)) = 0

def f n =
  let x = iota n
  in g (x,x)


def main (k: i64) = k
