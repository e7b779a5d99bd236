-- A loop reading two arrays at its index: each row's slice after its
-- first element and a vector shared by all rows (perf21).  The vector
-- shorter than the rows' tails fails with its own index.
-- ==
-- input { [[1i32, 2i32, 3i32], [4i32, 5i32, 6i32]] [10i32, 100i32] } output { [321i32, 654i32] }
-- input { [[1i32, 2i32, 3i32], [4i32, 5i32, 6i32]] [10i32] } error: Index \[1\] out of bounds for array of shape \[1\]
-- random input { [37][101]i32 [100]i32 } auto output

def main [n][m][k] (xss: [n][m]i32) (w: [k]i32) : [n]i32 =
  map (\r ->
         let t = r[1:]
         in loop acc = r[0] for i < m - 1 do acc + t[i] * w[i])
      xss
