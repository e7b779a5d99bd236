-- The same recurrence spelled with an index loop (`for i < m - 1` reading
-- r[i + 1]) and a smoothing factor passed in, and as a `while` loop.
-- ==
-- input { [[1f32, 2f32, 4f32], [0f32, 10f32, 0f32]] 0.1f32 } output { [1.39f32, 0.9f32] [1.39f32, 0.9f32] }
-- random input { [37][101]f32 0.25f32 } auto output
-- random input { [70][300]f32 0.5f32 } auto output
-- random input { [2][2]f32 0.5f32 } auto output

def main [n][m] (xss: [n][m]f32) (a: f32) : ([n]f32, [n]f32) =
  let by_index = map (\r -> loop s = r[0] for i < m - 1 do (1 - a) * s + a * r[i + 1]) xss
  let by_while = map (\r -> let (s, _) = loop (s, i) = (r[0], 1) while i < m do ((1 - a) * s + a * r[i], i + 1)
                            in s) xss
  in (by_index, by_while)
