-- | The update step of k-means: each centre becomes the mean of the
-- points assigned to it (a `reduce_by_index` of vectors, and a `hist` of
-- counts); a centre with no points keeps its place.
-- ==
-- input { [[1f32, 2f32], [3f32, 4f32], [5f32, 6f32]] [1i64, 0i64, 1i64] [[0f32, 0f32], [1f32, 1f32], [7f32, 7f32]] }
-- output { [[3f32, 4f32], [3f32, 4f32], [7f32, 7f32]] }
def main [n][k][d] (points: [n][d]f32) (assign: [n]i64) (centres: [k][d]f32) : [k][d]f32 =
  let sums = reduce_by_index (replicate k (replicate d 0)) (map2 (+)) (replicate d 0) assign points
  let counts = hist (+) 0 k assign (replicate n 1i32)
  in map3 (\s c old -> if c == 0 then old else map (/ f32.i32 c) s) sums counts centres
