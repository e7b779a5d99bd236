-- Error index "self-aliasing-arg", a program of runic's own: a tuple of one array twice for a unique tuple parameter.
-- ==
-- error: Argument passed for consuming parameter is self-aliased

def clear_both (p: *([]i32, []i32)) : ([]i32, []i32) =
  let (a, b) = p in (a with [0] = 0, b with [0] = 0)
def main (n: i64) =
  let v = replicate n 5i32
  in clear_both (v, v)
