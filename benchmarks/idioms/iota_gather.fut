-- | A strided gather driven by `iota`: element (i * 7) mod n.
-- ==
-- random input { [100003]f32 } auto output
def main [n] (xs: [n]f32) : [n]f32 =
  map (\i -> xs[(i * 7) % n]) (iota n)
