-- | Layer normalisation of each row (no affine part).
-- ==
-- random input { [37][101]f32 } auto output
def layernorm [m] (r: [m]f32) : [m]f32 =
  let mean = f32.sum r / f32.i64 m
  let var = f32.sum (map (\x -> (x - mean) * (x - mean)) r) / f32.i64 m
  let inv = 1 / f32.sqrt (var + 1e-5)
  in map (\x -> (x - mean) * inv) r

def main [n][m] (xss: [n][m]f32) : [n][m]f32 = map layernorm xss
