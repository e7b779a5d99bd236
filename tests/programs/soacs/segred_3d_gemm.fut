-- Matrix product: a segmented reduction over three dimensions, lowered
-- with one thread per (i, j) segment (rewrite/search.h).
-- ==
-- input { [[1f32, 2f32], [3f32, 4f32]] [[1f32, 0f32, 1f32], [0f32, 1f32, 1f32]] }
-- output { [[1f32, 2f32, 3f32], [3f32, 4f32, 7f32]] }
-- input { empty([0][3]f32) [[1f32], [2f32], [3f32]] } output { empty([0][1]f32) }
-- random input { [7][13]f32 [13][5]f32 } auto output
def main [m][k][n] (a: [m][k]f32) (b: [k][n]f32): [m][n]f32 =
  map (\row -> map (\j -> reduce (+) 0 (map (\q -> row[q] * b[q, j]) (iota k))) (iota n)) a
