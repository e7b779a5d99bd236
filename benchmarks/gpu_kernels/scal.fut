-- | BLAS sscal: a vector times a scalar.
def main (a: f32) (xs: []f32): []f32 = map (\x -> a * x) xs
