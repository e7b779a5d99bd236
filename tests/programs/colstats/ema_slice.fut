-- The last value of an exponential moving average along each row, the
-- loop over the row's tail (`for x in r[1:]`), one row per map element.
-- ==
-- input { [[1f32, 2f32, 4f32], [0f32, 10f32, 0f32]] } output { [1.39f32, 0.9f32] }
-- random input { [37][101]f32 } auto output
-- random input { [70][300]f32 } auto output
-- random input { [33][97]f32 } auto output
-- random input { [5][1]f32 } auto output
-- random input { [1][500]f32 } auto output

def main [n][m] (xss: [n][m]f32) : [n]f32 =
  map (\r -> loop s = r[0] for x in r[1:] do 0.9 * s + 0.1 * x) xss
