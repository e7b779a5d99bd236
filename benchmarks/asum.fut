-- | BLAS asum: the sum of absolute values (ICFP'15, section 7).
-- bench: bytes 4*n flops 2*n
-- ==
-- input @ data/asum-small.in output @ data/asum-small.out
-- large input @ data/asum-16M.in output @ data/asum-16M.out
-- large input @ data/asum-128M.in output @ data/asum-128M.out

def main [n] (xs: [n]f32): f32 = reduce (+) 0 (map f32.abs xs)
