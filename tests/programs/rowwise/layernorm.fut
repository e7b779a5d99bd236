-- Layer normalisation of each row with a gain and a bias (arrays of the
-- row's length, read from global memory by every group).
-- ==
-- random input { [37][101]f32 [101]f32 [101]f32 } auto output
-- compiled random input { [300][257]f32 [257]f32 [257]f32 } auto output
-- random input { [140][1]f32 [1]f32 [1]f32 } auto output
-- compiled random input { [140][9000]f32 [9000]f32 [9000]f32 } auto output

def main [n][m] (xss: [n][m]f32) (g: [m]f32) (b: [m]f32) : [n][m]f32 =
  map (\r ->
         let mean = f32.sum r / f32.i64 m
         let var = f32.sum (map (\x -> (x - mean) * (x - mean)) r) / f32.i64 m
         let inv = 1 / f32.sqrt (var + 1e-5)
         in map3 (\x gi bi -> (x - mean) * inv * gi + bi) r g b)
      xss
