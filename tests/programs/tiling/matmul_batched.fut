-- Batched small matrix products, `map2 matmul` over the textbook matmul:
-- the transpose inside matmul is hoisted to the batch level (a rearrange
-- of the whole batch, G6), and the 4-D SegRed reads it in place
-- (locality's transposes read in place: ys[b, q, j] coalesces in j), so
-- nothing of size b x n x n x n and no transposed copy is built.
-- ==
-- input { [[[1f32, 2f32], [3f32, 4f32]], [[1f32, 0f32], [0f32, 1f32]]]
--         [[[5f32, 6f32], [7f32, 8f32]], [[2f32, 3f32], [4f32, 5f32]]] }
-- output { [[[19f32, 22f32], [43f32, 50f32]], [[2f32, 3f32], [4f32, 5f32]]] }
-- compiled random input { [64][16][16]f32 [64][16][16]f32 } auto output
-- random input { [3][5][5]f32 [3][5][5]f32 } auto output
-- random input { [0][4][4]f32 [0][4][4]f32 } auto output
-- structure { SegRed 1 SegMap 0 kernels:Screma 0 }
def matmul [n][m][p] (x: [n][m]f32) (y: [m][p]f32): [n][p]f32 =
  map (\xr -> map (\yc -> f32.sum (map2 (*) xr yc)) (transpose y)) x

def main [b][n] (xs: [b][n][n]f32) (ys: [b][n][n]f32): [b][n][n]f32 =
  map2 matmul xs ys
