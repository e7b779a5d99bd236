-- A recurrence reading two arrays along the row (a value and its own
-- decay per element: `map2` over rows of both), and one reading rows
-- through `tabulate` indices with a second recurrence in i32.
-- ==
-- input { [[1f32, 2f32], [3f32, 4f32]] [[0.5f32, 0.5f32], [1f32, 0f32]] [[1i32, 2i32], [3i32, 4i32]] }
-- output { [2.5f32, 4f32] [5i32, 13i32] }
-- random input { [40][130]f32 [40][130]f32 [40][130]i32 } auto output
-- random input { [64][97]f32 [64][97]f32 [64][97]i32 } auto output

def main [n][m] (xss: [n][m]f32) (dss: [n][m]f32) (iss: [n][m]i32) : ([n]f32, [n]i32) =
  let ws = map2 (\r d -> loop s = 0 for i < m do s * d[i] + r[i]) xss dss
  let hs = tabulate n (\j -> loop h = 0i32 for i < m do h * 3 + iss[j, i])
  in (ws, map (\h -> h % 1000) hs)
