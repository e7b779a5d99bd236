-- | The sum of each column, written as a reduction of rows with a vector
-- operator.
-- ==
-- random input { [37][101]f32 } auto output
def main [n][m] (xss: [n][m]f32) : [m]f32 = reduce (map2 (+)) (replicate m 0) xss
