-- A recurrence along each row with a tuple as its state: the moving
-- average and the running maximum together, and the same with the state
-- as a record and the row walked by index.
-- ==
-- input { [[1f32, 5f32, 2f32], [-1f32, -3f32, -2f32]] }
-- output { [0.731f32, -0.551f32] [5f32, -1f32] [0.731f32, -0.551f32] [5f32, -1f32] }
-- random input { [33][300]f32 } auto output
-- random input { [70][129]f32 } auto output
-- random input { [3][1000]f32 } auto output

def main [n][m] (xss: [n][m]f32) : ([n]f32, [n]f32, [n]f32, [n]f32) =
  let (avg, hi) =
    unzip (map (\r -> loop (s, h) = (0f32, f32.lowest) for x in r do (0.9 * s + 0.1 * x, f32.max h x)) xss)
  let rs = map (\r -> loop acc = {avg = 0f32, top = f32.lowest} for i < m do
                        {avg = 0.9 * acc.avg + 0.1 * r[i], top = f32.max acc.top r[i]}) xss
  in (avg, hi, map (.avg) rs, map (.top) rs)
