-- | A 7-point stencil on a 3-D grid, clamped at the faces, 5 steps.
-- ==
-- random input { [9][10][11]f32 } auto output
def step [n][m][k] (g: [n][m][k]f32) : [n][m][k]f32 =
  tabulate_3d n m k (\i j l ->
    let c = g[i, j, l]
    let s = g[i64.max 0 (i - 1), j, l] + g[i64.min (n - 1) (i + 1), j, l]
          + g[i, i64.max 0 (j - 1), l] + g[i, i64.min (m - 1) (j + 1), l]
          + g[i, j, i64.max 0 (l - 1)] + g[i, j, i64.min (k - 1) (l + 1)]
    in 0.4 * c + 0.1 * s)

def main [n][m][k] (g: [n][m][k]f32) : [n][m][k]f32 = loop g for _i < 5 do step g
