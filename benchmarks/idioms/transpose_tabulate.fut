-- | A matrix transposition written with `tabulate_2d` and swapped indices.
-- ==
-- random input { [37][101]f32 } auto output
def main [n][m] (xss: [n][m]f32) : [m][n]f32 = tabulate_2d m n (\i j -> xss[j, i])
