-- | Many independent 16x16 matrix products.
-- ==
-- random input { [5][16][16]f32 [5][16][16]f32 } auto output
def matmul [n][k][m] (a: [n][k]f32) (b: [k][m]f32) : [n][m]f32 =
  map (\r -> map (\c -> f32.sum (map2 (*) r c)) (transpose b)) a

def main [q][n] (as: [q][n][n]f32) (bs: [q][n][n]f32) : [q][n][n]f32 = map2 matmul as bs
