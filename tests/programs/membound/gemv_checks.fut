-- Matrix-vector product, the row length asserted equal to the vector's on
-- the host: every read of the segmented reduction is in bounds by its
-- segment space.  Shapes not multiple of any vector width.
-- ==
-- input { [[1f32, 2f32, 3f32], [4f32, 5f32, 6f32]] [1f32, 0f32, 2f32] } output { [7f32, 16f32] }
-- input { [[1f32, 2f32], [4f32, 5f32]] [1f32, 0f32, 2f32] } error: size
-- input { empty([0][3]f32) [1f32, 0f32, 2f32] } output { empty([0]f32) }
-- random input { [5][1001]f32 [1001]f32 } auto output
-- compiled random input { [33][1001]f32 [1001]f32 } auto output
-- compiled random input { [3][100003]f32 [100003]f32 } auto output

def main [m][n][k] (a: [m][n]f32) (x: [k]f32): [m]f32 =
  let x = x :> [n]f32
  in map (\row -> reduce (+) 0 (map2 (*) row x)) a
