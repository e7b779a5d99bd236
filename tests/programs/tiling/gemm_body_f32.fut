-- A body with more than a product (scaled, with a free scalar) and a
-- product of a matrix with its own transpose (X and Y the same array).
-- ==
-- input { 2f32 [[1f32, 2f32], [3f32, 4f32]] }
-- output { [[12f32, 24f32], [24f32, 52f32]] }
-- random input { f32 [1][1]f32 } auto output
-- random input { f32 [17][33]f32 } auto output
-- random input { f32 [70][3]f32 } auto output
def main [n][k] (s: f32) (a: [n][k]f32): [n][n]f32 =
  map (\ar -> map (\br -> reduce (+) 0 (map2 (\x y -> s * x * y + 1) ar br)) a) a
