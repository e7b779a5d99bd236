-- | ATAX (CGO'17, PolyBench): y = A^T (A x).
-- bench: bytes 4*(2*d0_0*d0_1+d0_0+2*d0_1) flops 4*d0_0*d0_1
-- ==
-- input @ data/atax-small.in output @ data/atax-small.out
-- large input @ data/atax-8192.in output @ data/atax-8192.out

def main [m][n] (a: [m][n]f32) (x: [n]f32): [n]f32 =
  let t = map (\row -> reduce (+) 0 (map2 (*) row x)) a
  in map (\col -> reduce (+) 0 (map2 (*) col t)) (transpose a)
