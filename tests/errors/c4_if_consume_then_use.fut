-- Compile error: an array consumed in one branch and used after the if.
-- ==
-- error: consumed

def main (b: bool) (n: i64) =
  let xs = replicate n 0i32
  let ys = if b then xs with [0] = 1 else replicate n 2
  in (ys, xs)
