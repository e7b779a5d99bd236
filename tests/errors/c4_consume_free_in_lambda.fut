-- Compile error: a lambda in map consumes a variable bound outside it.
-- ==
-- error: consume

def main (n: i64) =
  let buf = replicate n 0i32
  in map (\i -> let b = buf with [i] = 1 in b[0]) (iota n)
