-- | The index of the smallest element of each row.
-- ==
-- random input { [37][101]f32 } auto output
def argmin [m] (r: [m]f32) : i64 =
  let (_, i) = reduce (\(x, i) (y, j) -> if x < y || (x == y && i < j) then (x, i) else (y, j))
                      (f32.inf, -1) (zip r (iota m))
  in i

def main [n][m] (xss: [n][m]f32) : [n]i64 = map argmin xss
