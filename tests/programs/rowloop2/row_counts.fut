-- A recurrence along rows of many shapes: one row, no rows, rows of one
-- column, short rows, and rows many chunks long with a ragged end.
-- ==
-- input { [[2f32, 4f32, 8f32]] } output { [2.78f32] }
-- input { empty([0][3]f32) } output { empty([0]f32) }
-- input { [[1f32], [2f32], [3f32]] } output { [1f32, 2f32, 3f32] }
-- random input { [1][1]f32 } auto output
-- random input { [100][2]f32 } auto output
-- random input { [33][31]f32 } auto output
-- random input { [7][4099]f32 } auto output
-- random input { [129][513]f32 } auto output

def main [n][m] (xss: [n][m]f32) : [n]f32 =
  map (\r -> loop s = r[0] for x in r[1:] do 0.9 * s + 0.1 * x) xss
