-- A copy of a transposition is one transposing nest: the copy of the
-- fresh result is dropped.
-- ==
-- input { [[1f32, 2f32, 3f32], [4f32, 5f32, 6f32]] }
-- output { [[1f32, 4f32], [2f32, 5f32], [3f32, 6f32]] }
-- random input { [37][129]f32 } auto output
-- structure { SegMap 1 kernels:Copy 0 }

def main [n][m] (xss: [n][m]f32) : [m][n]f32 = copy (transpose xss)
