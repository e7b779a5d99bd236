-- The values scattered are sums of slices of rows (a slice taken inside a
-- kernel whose result is a scalar).
-- ==
-- input { [[1, 2, 3, 4], [5, 6, 7, 8]] } output { [13, 0, 5] }
def main (m: [][4]i32) =
  scatter (replicate 3 0) [2, 0] (map (\r -> reduce (+) 0 r[1:3]) m :> [2]i32)
