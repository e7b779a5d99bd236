-- | The matrix product by indices over iotas (issue 16): the same tile-2d
-- kernel as gemm.fut.
-- bench: bytes 4*(d0_0*d0_1+d1_0*d1_1+d0_0*d1_1) flops 2*d0_0*d0_1*d1_1
-- ==
-- input @ data/gemm-small.in output @ data/gemm-small.out
-- large input @ data/gemm-1024.in output @ data/gemm-1024.out
-- large input @ data/gemm-4096.in output @ data/gemm-4096.out

def main [n][k][m] (a: [n][k]f32) (b: [k][m]f32): [n][m]f32 =
  map (\i -> map (\j -> reduce (+) 0 (map (\q -> a[i, q] * b[q, j]) (iota k))) (iota m)) (iota n)
