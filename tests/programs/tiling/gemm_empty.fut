-- Empty extents: no shared dimension (every output is the neutral
-- element), and no rows.
-- ==
-- input { empty([2][0]i32) empty([0][3]i32) }
-- output { [[0i32, 0i32, 0i32], [0i32, 0i32, 0i32]] }
-- input { empty([0][4]i32) [[1i32], [2i32], [3i32], [4i32]] }
-- output { empty([0][1]i32) }
def main [n][k][m] (a: [n][k]i32) (b: [k][m]i32): [n][m]i32 =
  map (\row -> map (\j -> reduce (+) 0 (map (\q -> row[q] * b[q, j]) (iota k))) (iota m)) a
