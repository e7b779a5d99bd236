-- Matrix multiplication through a materialised transpose: the 3-D SegRed
-- reads a[i, q] and bt[j, q] (tile-2d with Y transposed on GPU profiles).
-- Sizes that are not multiples of the 64x64 tile or the 16-step chunk.
-- ==
-- input { [[1f32, 2f32], [3f32, 4f32]] [[5f32, 6f32], [7f32, 8f32]] }
-- output { [[19f32, 22f32], [43f32, 50f32]] }
-- random input { [1][1]f32 [1][1]f32 } auto output
-- random input { [17][33]f32 [33][5]f32 } auto output
-- random input { [64][64]f32 [64][64]f32 } auto output
-- random input { [100][3]f32 [3][70]f32 } auto output
-- random input { [130][47]f32 [47][129]f32 } auto output
def main [n][k][m] (a: [n][k]f32) (b: [k][m]f32): [n][m]f32 =
  let bt = transpose b
  in map (\ar -> map (\bc -> reduce (+) 0 (map2 (*) ar bc)) bt) a
