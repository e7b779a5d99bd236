-- | Row sums with a `loop` accumulator over the row's elements.
-- ==
-- random input { [37][101]f32 } auto output
def main [n][m] (xss: [n][m]f32) : [n]f32 =
  map (\r -> loop acc = 0f32 for x in r do acc + x) xss
