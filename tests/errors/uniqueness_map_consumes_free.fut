-- A map lambda may consume only its own parameters.
-- ==
-- error: a lambda passed to `map` may only consume its own parameters; it consumes `ys` at 6:23

def main (ys: *[]i32) (n: i64) =
  map (\i -> let zs = ys with [i] = 0 in zs[i]) (iota n)
