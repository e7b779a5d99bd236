-- A weighted mean of each column (shifted by a value per column) and the weighted squared deviation
-- from it: `map2` over the columns and a weight per column, the weights
-- of the rows read inside.
-- ==
-- input { [[1f32, 0f32], [3f32, 4f32]] [1f32, 3f32] [2f32, 0.5f32] }
-- output { [4.5f32, 3.5f32] [4.75f32, 3.25f32] }
-- random input { [50][70]f32 [50]f32 [70]f32 } auto output
-- random input { [600][140]f32 [600]f32 [140]f32 } auto output

def main [n][m] (xss: [n][m]f32) (rw: [n]f32) (cw: [m]f32) : ([m]f32, [m]f32) =
  let wsum = f32.sum rw
  let stats = map2 (\col c ->
                      let mu = f32.sum (map2 (*) col rw) / wsum + c
                      let dev = f32.sum (map2 (\x w -> w * (x - mu) * (x - mu)) col rw)
                      in (mu, dev / wsum))
                   (transpose xss) cw
  in unzip stats
