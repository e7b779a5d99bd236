-- Compile error: a whole tuple used after one of its components was
-- consumed.
-- ==
-- error: Using .*r.*, but this was consumed

def main (xs: []i32) =
  let r = (copy xs, copy xs)
  let a = r.1 with [0] = 1
  in (a, r)
