-- | BLAS sgemv (no transpose): y = A x for a row-major m×n matrix.
def main [m][n] (a: [m][n]f32) (x: [n]f32): [m]f32 =
  map (\row -> reduce (+) 0 (map2 (*) row x)) a
