-- | The sum of each column, written as row sums of the transpose.
-- ==
-- random input { [37][101]f32 } auto output
def main [n][m] (xss: [n][m]f32) : [m]f32 = map f32.sum (transpose xss)
