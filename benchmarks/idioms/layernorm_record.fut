-- | Layer normalisation of each row, the mean and variance kept in a
-- record, one by `f32.sum` and one by `reduce`.
-- ==
-- random input { [37][101]f32 } auto output
type stats = {mean: f32, var: f32}

def moments [m] (r: [m]f32) : stats =
  let mean = f32.sum r / f32.i64 m
  let var = reduce (+) 0 (map (\x -> (x - mean) * (x - mean)) r) / f32.i64 m
  in {mean, var}

def main [n][m] (xss: [n][m]f32) : [n][m]f32 =
  map (\r -> let st = moments r
             in map (\x -> (x - st.mean) / f32.sqrt (st.var + 1e-5)) r) xss
