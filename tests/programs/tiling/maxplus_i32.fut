-- A (max, +) matrix product: the neutral element is not 0, so the tiled
-- fold must skip the steps beyond the shared dimension rather than read
-- zeros there.
-- ==
-- input { [[1i32, -5i32], [0i32, 2i32]] [[3i32, 1i32], [4i32, -9i32]] }
-- output { [[4i32, 2i32], [6i32, 1i32]] }
-- random input { [1][1]i32 [1][1]i32 } auto output
-- random input { [17][33]i32 [33][5]i32 } auto output
-- random input { [100][3]i32 [3][70]i32 } auto output
def main [n][k][m] (a: [n][k]i32) (b: [k][m]i32): [n][m]i32 =
  let bt = transpose b
  in map (\ar -> map (\bc -> reduce i32.max i32.lowest (map2 (+) ar bc)) bt) a
