-- | The indices of the positive elements (`filter` over `iota`).
-- ==
-- random input { [10007]f32 } auto output
def main [n] (xs: [n]f32) : []i64 = filter (\i -> xs[i] > 0.9) (iota n)
