-- | BLAS scal: a * x (ICFP'15, section 7).
-- bench: bytes 4*2*n flops n
-- ==
-- input @ data/scal-small.in output @ data/scal-small.out
-- large input @ data/scal-16M.in output @ data/scal-16M.out
-- large input @ data/scal-128M.in output @ data/scal-128M.out

def main [n] (a: f32) (xs: [n]f32): [n]f32 = map (\x -> a * x) xs
