-- | A 1-D convolution with a small filter ("valid" part only): a `map`
-- over `iota` with an inner `f32.sum (map2 ...)` over a slice.
-- ==
-- random input { [1001]f32 [7]f32 } auto output
def main [n][k] (xs: [n]f32) (ws: [k]f32) : []f32 =
  map (\i -> f32.sum (map2 (*) ws (xs[i:i + k] :> [k]f32))) (iota (n - k + 1))
