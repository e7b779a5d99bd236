-- Column sums written as row sums of the transpose: read in place by the
-- column-reduction kernel (no transposed copy).
-- ==
-- input { [[1f32, 2f32, 3f32], [4f32, 5f32, 6f32]] } output { [5f32, 7f32, 9f32] }
-- input { empty([0][3]f32) } output { [0f32, 0f32, 0f32] }
-- input { empty([2][0]f32) } output { empty([0]f32) }
-- random input { [37][101]f32 } auto output
-- random input { [1][1000]f32 } auto output
-- random input { [1000][1]f32 } auto output
-- random input { [5000][3]f32 } auto output
-- compiled random input { [300][4097]f32 } auto output
-- compiled random input { [20000][40]f32 } auto output
-- random input { [64][64]f32 } auto output

def main [n][m] (xss: [n][m]f32) : [m]f32 = map f32.sum (transpose xss)
