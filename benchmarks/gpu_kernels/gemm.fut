-- | BLAS sgemm: C = A B for row-major matrices.
def main [m][k][n] (a: [m][k]f32) (b: [k][n]f32): [m][n]f32 =
  map (\row -> map (\j -> reduce (+) 0 (map (\q -> row[q] * b[q, j]) (iota k))) (iota n)) a
