-- | The cosine similarity of corresponding rows of two matrices: a dot
-- product and two norms per row.
-- ==
-- random input { [37][101]f32 [37][101]f32 } auto output
def dot [m] (a: [m]f32) (b: [m]f32) : f32 = f32.sum (map2 (*) a b)

def main [n][m] (as: [n][m]f32) (bs: [n][m]f32) : [n]f32 =
  map2 (\a b -> dot a b / (f32.sqrt (dot a a) * f32.sqrt (dot b b))) as bs
