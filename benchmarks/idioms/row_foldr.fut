-- | A discounted return from the end of each row, with the prelude's
-- `foldr`.
-- ==
-- random input { [37][101]f32 } auto output
def main [n][m] (xss: [n][m]f32) : [n]f32 =
  map (foldr (\x acc -> x + 0.99 * acc) 0) xss
