-- A times the transpose of an input matrix (tile-2d with Y read as
-- Y[j, q]), guarded and exact.
-- ==
-- input { [[1i32, 2i32]] [[3i32, 4i32], [5i32, 6i32]] }
-- output { [[11i32, 17i32]] }
-- random input { [1][1]i32 [1][1]i32 } auto output
-- random input { [17][33]i32 [65][33]i32 } auto output
-- random input { [130][7]i32 [129][7]i32 } auto output
-- random input { [64][32]i32 [128][32]i32 } auto output
def main [m][k][n] (a: [m][k]i32) (bt: [n][k]i32): [m][n]i32 =
  map (\ar -> map (\br -> reduce (+) 0 (map2 (*) ar br)) bt) a
