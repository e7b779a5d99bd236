-- Nested loops over a 2-D array updated in place (prefix sums per row
-- then per column).
-- ==
-- input { [[1, 1, 1], [1, 1, 1]] }
-- output { [[1, 2, 3], [2, 4, 6]] }

entry main [n] [m] (a: [n][m]i32) =
  let a = copy a
  let a = loop a for i < n do
            loop a for j in 1..<m do a with [i, j] = a[i, j] + a[i, j - 1]
  in loop a for i in 1..<n do
       loop a for j < m do a with [i, j] = a[i, j] + a[i - 1, j]
