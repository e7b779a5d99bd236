-- | A 3-point average over a vector, clamped at the ends, 10 steps.
-- ==
-- random input { [10007]f32 } auto output
def step [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\i -> (xs[i64.max 0 (i - 1)] + xs[i] + xs[i64.min (n - 1) (i + 1)]) / 3)

def main [n] (xs: [n]f32) : [n]f32 = loop xs for _i < 10 do step xs
