-- | A matrix transposition (materialised).
-- ==
-- random input { [37][101]f32 } auto output
def main [n][m] (xss: [n][m]f32) : [m][n]f32 = copy (transpose xss)
