-- Matrix multiplication reading b[q, j] by index (tile-2d with Y row-major),
-- on i32.
-- ==
-- input { [[1i32, 2i32, 3i32]] [[1i32], [2i32], [3i32]] }
-- output { [[14i32]] }
-- random input { [1][1]i32 [1][1]i32 } auto output
-- random input { [17][33]i32 [33][5]i32 } auto output
-- random input { [64][64]i32 [64][64]i32 } auto output
-- random input { [100][3]i32 [3][70]i32 } auto output
-- random input { [65][16]i32 [16][66]i32 } auto output
def main [m][k][n] (a: [m][k]i32) (b: [k][n]i32): [m][n]i32 =
  map (\row -> map (\j -> reduce (+) 0 (map (\q -> row[q] * b[q, j]) (iota k))) (iota n)) a
