-- Two recurrences carried together along each f64 row (a moving average
-- and the running maximum), the loop over the whole row (`for x in r`),
-- a statement after the loop using both.
-- ==
-- input { [[1f64, 3f64], [2f64, -1f64]] 0.5f64 } output { [1.25f64, 2f64] }
-- random input { [37][101]f64 0.3f64 } auto output
-- random input { [65][200]f64 0.9f64 } auto output
-- random input { [3][0]f64 0.5f64 } auto output

def main [n][m] (xss: [n][m]f64) (a: f64) : [n]f64 =
  map (\r -> let (s, mx) = loop (s, mx) = (0, -f64.inf) for x in r do (a * s + (1 - a) * x, f64.max mx x)
             in if m == 0 then 0 else mx - s) xss
