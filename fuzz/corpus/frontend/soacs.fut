def main (xs: []f32) = reduce (+) 0 (map (*2) xs) + f32.sum (scan (+) 0 xs)
