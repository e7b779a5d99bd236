-- Using an array after it was consumed by an in-place update.
-- ==
-- error: consumed

def main (xs: *[]i32) =
  let ys = xs with [0] = 1
  in (ys, xs[0])
