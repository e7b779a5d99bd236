-- | The cosine similarity of every pair of rows of a matrix: the rows
-- normalised, then a dot product of each row with every row.
-- ==
-- random input { [37][29]f32 } auto output
def main [n][d] (xss: [n][d]f32) : [n][n]f32 =
  let unit = map (\r -> let norm = f32.sqrt (f32.sum (map (\x -> x * x) r))
                        in map (/ norm) r) xss
  in map (\a -> map (\b -> f32.sum (map2 (*) a b)) unit) unit
