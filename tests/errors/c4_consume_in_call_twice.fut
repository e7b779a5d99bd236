-- Compile error: the same array passed twice to a consuming function.
-- ==
-- error: consumed

def upd (a: *[]i32) (b: *[]i32) = (a with [0] = 1, b with [0] = 2)

def main (n: i64) =
  let xs = replicate n 0
  in upd xs xs
