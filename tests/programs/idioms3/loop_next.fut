-- Reads at i and i + 1 in a loop to the row's length less one: the
-- differences of neighbours summed per row (perf21); the bound one too
-- many fails at the last index.
-- ==
-- input { [[1i32, 4i32, 2i32], [0i32, 0i32, 5i32]] 2i64 } output { [5i32, 5i32] }
-- input { [[1i32, 4i32, 2i32], [0i32, 0i32, 5i32]] 3i64 } error: Index \[3\] out of bounds for array of shape \[3\]
-- random input { [37][101]i32 100i64 } auto output

def main [n][m] (xss: [n][m]i32) (k: i64) : [n]i32 =
  map (\(r: [m]i32) ->
         let v = r[0:m]
         in loop acc = 0 for i < k do acc + i32.abs (v[i + 1] - v[i]))
      xss
