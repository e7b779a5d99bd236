-- A sequential loop over each row's slice inside a map (ema_rows): the
-- reads r[1:][i] are checked once before the loop, not in every
-- iteration (perf21).  Empty rows still fail at r[0].
-- ==
-- input { [[1f32, 2f32, 3f32], [4f32, 5f32, 6f32]] } output { [1.29f32, 4.29f32] }
-- random input { [37][101]f32 } auto output
-- compiled random input { [1000][64]f32 } auto output
-- input { empty([2][0]f32) } error: Index \[0\] out of bounds for array of shape \[0\]

def main [n][m] (xss: [n][m]f32) : [n]f32 =
  map (\r -> loop s = r[0] for x in r[1:] do 0.9 * s + 0.1 * x) xss
