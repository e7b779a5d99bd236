def main (xs: []f32) : []f32 = filter (> 0.9) xs
