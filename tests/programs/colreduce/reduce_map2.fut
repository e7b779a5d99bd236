-- Column sums as a reduction of rows with a vector operator, and the
-- column maxima with `map2 f32.max` (not known commutative: reduced in
-- order).
-- ==
-- input { [[1f32, -2f32], [4f32, 5f32], [-1f32, 0f32]] } output { [4f32, 3f32] [4f32, 5f32] }
-- random input { [37][101]f32 } auto output
-- random input { [1][7]f32 } auto output
-- random input { [3000][1]f32 } auto output
-- random input { [0][5]f32 } auto output
-- compiled random input { [777][333]f32 } auto output
-- compiled random input { [10000][65]f32 } auto output

def main [n][m] (xss: [n][m]f32) : ([m]f32, [m]f32) =
  (reduce (map2 (+)) (replicate m 0) xss,
   reduce (map2 f32.max) (replicate m f32.lowest) xss)
