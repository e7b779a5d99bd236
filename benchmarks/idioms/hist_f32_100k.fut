-- | A sum of f32 values into 100,000 bins by `reduce_by_index`.
-- ==
-- input { [0i64, 99999i64, 5i64, 5i64, 100000i64] [1f32, 2f32, 3f32, 4f32, 5f32] } auto output
def main [n] (bins: [n]i64) (vs: [n]f32) : [100000]f32 =
  reduce_by_index (replicate 100000 0) (+) 0 bins vs
