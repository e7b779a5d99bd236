-- | The running maximum along each row: `scan` with `f32.max`.
-- ==
-- random input { [37][101]f32 } auto output
def main [n][m] (xss: [n][m]f32) : [n][m]f32 = map (scan f32.max f32.lowest) xss
