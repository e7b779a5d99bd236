-- Layer normalisation of each row: the mean is scalar code before the
-- variance's reduction and is needed again by the last map, so
-- distribution (G4) gives it a group of its own; the variance is then a
-- segmented SegRed, not a sequential loop over each row in one thread.
-- ==
-- input { [[1f32, 2f32, 3f32, 4f32], [2f32, 2f32, 2f32, 2f32]] }
-- output { [[-1.3416355f32, -0.44721183f32, 0.44721183f32, 1.3416355f32], [0f32, 0f32, 0f32, 0f32]] }
-- random input { [33][65]f32 } auto output
-- random input { [2][1000]f32 } auto output
-- structure { SegRed 2 SegMap 1 kernels:Loop 0 kernels:Screma 0 }
def layernorm [n] (xs: [n]f32): [n]f32 =
  let mean = f32.sum xs / f32.i64 n
  let var = f32.sum (map (\x -> (x - mean) * (x - mean)) xs) / f32.i64 n
  let inv = 1 / f32.sqrt (var + 1e-5)
  in map (\x -> (x - mean) * inv) xs

def main [r][c] (xss: [r][c]f32): [r][c]f32 = map layernorm xss
