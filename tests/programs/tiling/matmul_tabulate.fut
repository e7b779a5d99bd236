-- The matrix product by tabulate_2d over a row and a column slice: the
-- column `B[:, j]` of the invariant B becomes row j of its hoisted
-- transpose, and the rows become views of the nest (one 3-D SegRed).
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
  tabulate_2d n p (\i j -> f32.sum (map2 (*) A[i] B[:, j]))
