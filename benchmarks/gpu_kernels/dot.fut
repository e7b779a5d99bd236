-- | BLAS sdot: the sum of the element-wise products of two vectors.
def main (xs: []f32) (ys: []f32): f32 = reduce (+) 0 (map2 (*) xs ys)
