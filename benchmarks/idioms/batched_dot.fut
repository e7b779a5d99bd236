-- | A dot product of each row of one matrix with the same row of another,
-- by `reduce (+)` over `map2 (*)`.
-- ==
-- random input { [37][101]f32 [37][101]f32 } auto output
def main [n][m] (as: [n][m]f32) (bs: [n][m]f32) : [n]f32 =
  map2 (\a b -> reduce (+) 0 (map2 (*) a b)) as bs
