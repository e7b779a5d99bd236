-- Matrix-vector product: a map of reductions (a segmented reduction).
-- ==
-- input { [[1f32, 2f32], [3f32, 4f32], [5f32, 6f32]] [1f32, 1f32] } output { [3f32, 7f32, 11f32] }
-- random input { [100][37]f32 [37]f32 } auto output
-- random input { [3][1000]f32 [1000]f32 } auto output

def main [n][m] (a: [n][m]f32) (v: [m]f32): [n]f32 =
  map (\row -> reduce (+) 0 (map2 (*) row v)) a
