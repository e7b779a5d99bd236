-- | saxpy with `tabulate` and explicit indexing instead of `map2`.
-- ==
-- random input { 2f32 [100003]f32 [100003]f32 } auto output
def main [n] (a: f32) (xs: [n]f32) (ys: [n]f32) : [n]f32 =
  tabulate n (\i -> a * xs[i] + ys[i])
