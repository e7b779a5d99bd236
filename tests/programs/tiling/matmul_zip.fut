-- The matrix product through `zip` and a tuple lambda, with an inline
-- transpose: the same nest as gemm.
-- ==
-- input { [[1f32, 2f32], [3f32, 4f32]] [[5f32, 6f32], [7f32, 8f32]] }
-- output { [[19f32, 22f32], [43f32, 50f32]] }
-- random input { [1][1]f32 [1][1]f32 } auto output
-- random input { [17][33]f32 [33][5]f32 } auto output
-- random input { [64][64]f32 [64][64]f32 } auto output
-- random input { [130][47]f32 [47][129]f32 } auto output
-- random input { [0][3]f32 [3][4]f32 } auto output
-- structure { SegRed 1 SegMap 0 kernels:Screma 0 }
def main [n][m][p] (A: [n][m]f32) (B: [m][p]f32): [n][p]f32 =
  map (\a -> map (\b -> reduce (+) 0 (map (\(x, y) -> x * y) (zip a b))) (transpose B)) A
