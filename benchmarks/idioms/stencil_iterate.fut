-- | A 3-point average over a vector, clamped at the ends, 10 steps by the
-- prelude's `iterate`.
-- ==
-- random input { [10007]f32 } auto output
def main [n] (xs: [n]f32) : [n]f32 =
  iterate 10 (\(ys: [n]f32) ->
                tabulate n (\i -> (ys[i64.max 0 (i - 1)] + ys[i] + ys[i64.min (n - 1) (i + 1)]) / 3))
             xs
