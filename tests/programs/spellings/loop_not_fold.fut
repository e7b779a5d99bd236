-- Loops that are not folds stay loops: the accumulator read by the body
-- (a recurrence), and a constant trip count.
-- ==
-- input { [[1f32, 2f32, 3f32], [4f32, 5f32, 6f32]] }
-- output { [8.5f32, 19.0f32] [6f32, 15f32] }
-- random input { [7][11]f32 } auto output
-- structure { kernels:Loop 2 }
def main [n][m] (xss: [n][m]f32) : ([n]f32, [n]f32) =
  unzip (map (\r -> (loop acc = 0f32 for j < m do acc * 0.5 + r[j] * 2,
                     loop acc = 0f32 for j < 3 do acc + r[j])) xss)
