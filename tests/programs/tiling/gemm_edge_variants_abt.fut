-- gemm_edge_variants with the second matrix stored as rows of q (C = A
-- B^T, B read as B[j, q] in place), at the same kinds of sizes.
-- ==
-- random input { [70][36]f32 [68][36]f32 } auto output
-- random input { [65][8]f32 [132][8]f32 } auto output
-- random input { [64][32]f32 [128][32]f32 } auto output
-- random input { [67][33]f32 [65][33]f32 } auto output
def main [m][k][n] (a: [m][k]f32) (b: [n][k]f32): [m][n]f32 =
  map (\ar -> map (\br -> reduce (+) 0 (map2 (*) ar br)) b) a
