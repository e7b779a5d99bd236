-- | BLAS sdot: the sum of the element-wise products of two vectors.
def main [n] (xs: [n]f32) (ys: [n]f32): f32 = reduce (+) 0 (map2 (*) xs ys)
