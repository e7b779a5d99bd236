-- Dot products, norms and cosine similarity of rows.
-- ==
-- input { [[3.0f32, 4.0f32], [1.0f32, 0.0f32]] } output { [5.0f32, 1.0f32] 0.6f32 }

def dot [n] (a: [n]f32) (b: [n]f32) = f32.sum (map2 (*) a b)
def norm [n] (a: [n]f32) = f32.sqrt (dot a a)

entry main [m][n] (xs: [m][n]f32) =
  (map norm xs, dot xs[0] xs[1] / (norm xs[0] * norm xs[1]))
