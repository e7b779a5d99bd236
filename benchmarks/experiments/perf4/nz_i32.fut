def main [n] (xs: [n]f32) : []i32 = filter (\i -> xs[i64.i32 i] > 0.9) (map i32.i64 (iota n))
