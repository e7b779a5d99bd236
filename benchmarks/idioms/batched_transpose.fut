-- | Transposing each matrix of a batch.  (Written `flatten (map (\xss ->
-- flatten (transpose xss)) xsss)`, runic rejects it: the inner size m*n
-- counts as computed inside the map.)
-- ==
-- random input { [3][37][101]f32 } auto output
def main [b][n][m] (xsss: [b][n][m]f32) : [b][m][n]f32 = map transpose xsss
