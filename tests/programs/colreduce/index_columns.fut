-- Column reductions written with indices: a reduction over a column slice
-- for each column index, and `tabulate` with a `let`-bound transpose.
-- ==
-- input { [[1i32, 2i32], [3i32, 4i32], [5i32, 6i32]] } output { [9i32, 12i32] [9i32, 12i32] }
-- random input { [37][101]i32 } auto output
-- random input { [1][1]i32 } auto output
-- compiled random input { [2049][70]i32 } auto output
-- random input { [3][5000]i32 } auto output

def main [n][m] (xss: [n][m]i32) : ([m]i32, [m]i32) =
  let a = map (\j -> reduce (+) 0 xss[:, j]) (iota m)
  let t = transpose xss
  let b = tabulate m (\j -> i32.sum t[j])
  in (a, b)
