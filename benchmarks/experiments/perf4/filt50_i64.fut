def main [n] (xs: [n]f32) : []i64 = filter (\i -> xs[i] > 0.5) (iota n)
