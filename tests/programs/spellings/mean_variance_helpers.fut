-- Row normalisation with mean and variance as separate functions: the
-- variance computes the mean again, the same reduction of the same row,
-- which simplification computes once (SOACs equal up to the names they
-- bind), so the row group has layer norm's two reductions, not three.
-- ==
-- input { [[1f32, 2f32, 3f32, 4f32]] }
-- output { [[-1.3416355f32, -0.4472118f32, 0.4472118f32, 1.3416355f32]] }
-- random input { [7][33]f32 } auto output
-- structure { kernels:SegRed 2 }
def mean [n] (xs: [n]f32) : f32 = f32.sum xs / f32.i64 n
def variance [n] (xs: [n]f32) : f32 =
  let m = mean xs in f32.sum (map (\x -> (x - m) ** 2) xs) / f32.i64 n
def main [n][m] (xss: [n][m]f32) : [n][m]f32 =
  map (\r -> let mu = mean r
             let v = variance r
             in map (\x -> (x - mu) / f32.sqrt (v + 1e-5)) r) xss
