-- | BLAS sasum: the sum of the absolute values of a vector.
def main (xs: []f32): f32 = reduce (+) 0 (map f32.abs xs)
