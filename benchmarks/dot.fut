-- | BLAS dot: the dot product (ICFP'15, section 7).
-- bench: bytes 4*2*n flops 2*n
-- ==
-- input @ data/dot-small.in output @ data/dot-small.out
-- large input @ data/dot-16M.in output @ data/dot-16M.out
-- large input @ data/dot-128M.in output @ data/dot-128M.out

def main [n] (xs: [n]f32) (ys: [n]f32): f32 = reduce (+) 0 (map2 (*) xs ys)
