-- Recurrences over rows of i32 (a hash with wrapping arithmetic) and of
-- f64 (a moving average and a compensated running sum).
-- ==
-- input { [[1i32, 2i32], [3i32, 4i32]] [[1f64, 2f64], [0.5f64, -0.5f64]] }
-- output { [5i32, 13i32] [1.1f64, 0.4f64] [3f64, 0f64] }
-- random input { [40][300]i32 [40][300]f64 } auto output
-- random input { [66][65]i32 [66][65]f64 } auto output
-- random input { [5][1025]i32 [5][1025]f64 } auto output

def main [n][m] (iss: [n][m]i32) (dss: [n][m]f64) : ([n]i32, [n]f64, [n]f64) =
  let hs = map (\r -> loop h = 0i32 for x in r do h * 3 + x) iss
  let avgs = map (\r -> loop s = r[0] for x in r[1:] do 0.9 * s + 0.1 * x) dss
  let kahan = map (\r -> (loop (s, c) = (0f64, 0f64) for x in r do
                            let y = x - c
                            let t = s + y
                            in (t, (t - s) - y)).0) dss
  in (hs, avgs, kahan)
