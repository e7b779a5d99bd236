-- | The last value of an exponential moving average along each row: a
-- sequential `loop` over a row, in a `map` over the rows.
-- ==
-- random input { [37][101]f32 } auto output
def main [n][m] (xss: [n][m]f32) : [n]f32 =
  map (\r -> loop s = r[0] for x in r[1:] do 0.9 * s + 0.1 * x) xss
