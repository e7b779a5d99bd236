-- | BLAS gemm: C = A B for A of n x k and B of k x m (ICFP'15, section 7).
-- bench: bytes 4*(d0_0*d0_1+d1_0*d1_1+d0_0*d1_1) flops 2*d0_0*d0_1*d1_1
-- ==
-- input @ data/gemm-small.in output @ data/gemm-small.out
-- large input @ data/gemm-1024.in output @ data/gemm-1024.out
-- large input @ data/gemm-4096.in output @ data/gemm-4096.out

def main [n][k][m] (a: [n][k]f32) (b: [k][m]f32): [n][m]f32 =
  let bt = transpose b
  in map (\ar -> map (\bc -> reduce (+) 0 (map2 (*) ar bc)) bt) a
