-- Compile error: an array consumed by a loop is used after the loop.
-- ==
-- error: Using .*xs.*, but this was consumed

def main (n: i64) =
  let xs = replicate n 0i32
  let ys = loop xs for i < n do xs with [i] = 1
  in (ys, xs)
