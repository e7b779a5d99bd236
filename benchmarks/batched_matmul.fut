-- | Many independent small matrix products, `map2 matmul` with the textbook
-- matmul (issue 16): no b x n x n x n array of products; each output is a
-- per-thread dot product reading both inputs in place.
-- bench: bytes 4*3*d0_0*d0_1*d0_2 flops 2*d0_0*d0_1*d0_2*d0_2
-- ==
-- input @ data/batched_matmul-small.in output @ data/batched_matmul-small.out
-- large input @ data/batched_matmul-32K.in output @ data/batched_matmul-32K.out

def matmul [n][m][p] (x: [n][m]f32) (y: [m][p]f32): [n][p]f32 =
  map (\xr -> map (\yc -> f32.sum (map2 (*) xr yc)) (transpose y)) x

def main [b][n] (xs: [b][n][n]f32) (ys: [b][n][n]f32): [b][n][n]f32 =
  map2 matmul xs ys
