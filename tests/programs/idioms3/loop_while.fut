-- A `while` loop over a row's slice and a `for x in` loop over the same
-- slice: the while loop keeps its checks, both compute the same sums;
-- a count past the end fails in the while loop (perf21).
-- ==
-- input { [[1i32, 2i32, 3i32], [4i32, 5i32, 6i32]] 2i64 } output { [5i32, 11i32] [5i32, 11i32] }
-- input { [[1i32, 2i32, 3i32], [4i32, 5i32, 6i32]] 3i64 } error: Index \[2\] out of bounds for array of shape \[2\]
-- random input { [37][101]i32 100i64 } auto output

def main [n][m] (xss: [n][m]i32) (k: i64) : ([n]i32, [n]i32) =
  unzip (map (\r ->
                let t = r[1:]
                let (_, a) = loop (i, s) = (0, 0) while i < k do (i + 1, s + t[i])
                let b = loop s = 0 for x in t[:k] do s + x
                in (a, b))
             xss)
