-- | BLAS gemv: alpha * A x + beta * y, A of m rows and n columns (ICFP'15).
-- bench: bytes 4*(d0_0*d0_1+d0_1+2*d0_0) flops 2*d0_0*d0_1+3*d0_0
-- ==
-- input @ data/gemv-small.in output @ data/gemv-small.out
-- large input @ data/gemv-4096.in output @ data/gemv-4096.out
-- large input @ data/gemv-8192x16384.in output @ data/gemv-8192x16384.out

def main [m][n] (a: [m][n]f32) (x: [n]f32) (y: [m]f32) (alpha: f32) (beta: f32): [m]f32 =
  map2 (\row yi -> alpha * reduce (+) 0 (map2 (*) row x) + beta * yi) a y
