-- | A 5-point Jacobi stencil on a grid, clamped at the edges, 10 steps of
-- `tabulate_2d`.
-- ==
-- random input { [37][101]f32 } auto output
def step [n][m] (g: [n][m]f32) : [n][m]f32 =
  tabulate_2d n m (\i j ->
    let up = g[i64.max 0 (i - 1), j]
    let down = g[i64.min (n - 1) (i + 1), j]
    let left = g[i, i64.max 0 (j - 1)]
    let right = g[i, i64.min (m - 1) (j + 1)]
    in 0.2 * (g[i, j] + up + down + left + right))

def main [n][m] (g: [n][m]f32) : [n][m]f32 = loop g for _i < 10 do step g
