-- Compile error: a consumed component of a tuple variable used again.
-- ==
-- error: Using .*r.*, but this was consumed

def main (xs: []i32) =
  let r = (copy xs, copy xs)
  let a = r.0 with [0] = 1
  in (a, r.0)
