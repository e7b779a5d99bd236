-- | The matrix product with an accumulation loop per element, as written
-- in C (issue 16's spellings: the loop is a reduction, tile-2d).
-- ==
-- random input { [17][33]f32 [33][9]f32 } auto output
def main [n][k][m] (a: [n][k]f32) (b: [k][m]f32) : [n][m]f32 =
  tabulate_2d n m (\i j -> loop acc = 0f32 for l < k do acc + a[i, l] * b[l, j])
