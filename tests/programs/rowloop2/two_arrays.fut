-- Recurrences reading two arrays along the row: a weighted sum walked by
-- index over both rows, the same over `zip`, and a decay whose factor is
-- read from the second array one column behind.
-- ==
-- input { [[1f32, 2f32, 3f32], [4f32, 5f32, 6f32]] [[1f32, 0f32, 1f32], [0.5f32, 0.5f32, 0.5f32]] }
-- output { [3.25f32, 4.75f32] [3.25f32, 4.75f32] [3f32, 9.5f32] }
-- random input { [40][257]f32 [40][257]f32 } auto output
-- random input { [65][130]f32 [65][130]f32 } auto output
-- random input { [2][600]f32 [2][600]f32 } auto output

def main [n][m] (xss: [n][m]f32) (wss: [n][m]f32) : ([n]f32, [n]f32, [n]f32) =
  let by_index = map2 (\r w -> loop s = 0 for i < m do s * 0.5 + r[i] * w[i]) xss wss
  let by_zip = map2 (\r w -> loop s = 0 for (x, v) in zip r w do s * 0.5 + x * v) xss wss
  let behind = map2 (\r w -> loop s = r[0] for i < m - 1 do s * w[i] + r[i + 1]) xss wss
  in (by_index, by_zip, behind)
