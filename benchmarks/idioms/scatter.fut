-- | A scatter of values to distinct positions (a permutation).
-- ==
-- input { [2i64, 0i64, 1i64] [1f32, 2f32, 3f32] } output { [2f32, 3f32, 1f32] }
def main [n] (is: [n]i64) (vs: [n]f32) : [n]f32 = scatter (replicate n 0) is vs
