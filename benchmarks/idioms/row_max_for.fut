-- | The maximum of each row, a `for` loop over the row's tail from its
-- first element.
-- ==
-- random input { [37][101]f32 } auto output
def main [n][m] (xss: [n][m]f32) : [n]f32 =
  map (\r -> loop mx = r[0] for x in r[1:] do f32.max mx x) xss
