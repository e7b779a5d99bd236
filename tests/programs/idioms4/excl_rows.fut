-- | Exclusive sums of every row, by concatenation inside a map.
-- ==
-- input { [[1i32, 2i32, 3i32], [4i32, 5i32, 6i32]] }
-- output { [[0i32, 1i32, 3i32], [0i32, 4i32, 9i32]] }
-- input { [[5i32], [6i32]] } output { [[0i32], [0i32]] }
-- random input { [37][101]i32 } auto output
def main [n][m] (xss: [n][m]i32) : [n][m]i32 =
  map (\r -> sized m ([0] ++ init (scan (+) 0 r))) xss
