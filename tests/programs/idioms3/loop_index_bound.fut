-- `loop acc = 0 for i < k` reading a row at i where k is not the row's
-- length: the check k <= m is made before the loop; when it fails the
-- checked loop runs and reports the first index out of bounds (perf21).
-- ==
-- input { [[1i32, 2i32, 3i32], [4i32, 5i32, 6i32]] 2i64 } output { [3i32, 9i32] }
-- input { [[1i32, 2i32, 3i32], [4i32, 5i32, 6i32]] 3i64 } output { [6i32, 15i32] }
-- input { [[1i32, 2i32, 3i32], [4i32, 5i32, 6i32]] 0i64 } output { [0i32, 0i32] }
-- input { [[1i32, 2i32, 3i32], [4i32, 5i32, 6i32]] 4i64 } error: Index \[3\] out of bounds for array of shape \[3\]
-- random input { [37][101]i32 50i64 } auto output

def main [n][m] (xss: [n][m]i32) (k: i64) : [n]i32 =
  map (\r -> loop acc = 0 for i < k do acc + r[i]) xss
