-- | A transposition as `map (map id)` over a let-bound `transpose` (issue
-- 16's spellings).
-- ==
-- random input { [37][101]f32 } auto output
def main [n][m] (xss: [n][m]f32) : [m][n]f32 =
  let t = transpose xss
  in map (map id) t
