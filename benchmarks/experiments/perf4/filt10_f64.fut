def main (xs: []f32) : []f64 = filter (> 0.9) (map f64.f32 xs)
