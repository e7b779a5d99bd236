-- A loop reading a window of a row at i + j (j a parameter), and a loop
-- with an i32 index: both with the check before the loop (perf21); a
-- window past the row's end fails.
-- ==
-- input { [[1i32, 2i32, 3i32, 4i32], [5i32, 6i32, 7i32, 8i32]] 1i64 2i32 } output { [5i32, 13i32] [3i32, 11i32] }
-- input { [[1i32, 2i32, 3i32, 4i32], [5i32, 6i32, 7i32, 8i32]] 3i64 2i32 } error: Index \[4\] out of bounds for array of shape \[4\]
-- random input { [37][101]i32 7i64 90i32 } auto output

def main [n][m] (xss: [n][m]i32) (j: i64) (k: i32) : ([n]i32, [n]i32) =
  unzip (map (\(r: [m]i32) ->
                let v = r[0:m]
                let a = loop acc = 0 for i < 2 do acc + v[i + j]
                let b = loop acc = 0 for i < k do acc + v[i]
                in (a, b))
             xss)
