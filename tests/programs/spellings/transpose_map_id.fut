-- A transposition written as `map (map id)` over a let-bound `transpose`:
-- the identity maps are their input (ir/simplify.cpp), so one kernel
-- writes the transposed array, as `copy (transpose xss)`, not a transposed
-- copy and then a second copy.
-- ==
-- input { [[1f32, 2f32, 3f32], [4f32, 5f32, 6f32]] }
-- output { [[1f32, 4f32], [2f32, 5f32], [3f32, 6f32]] }
-- random input { [37][129]f32 } auto output
-- random input { [0][3]f32 } auto output
-- structure { SegMap 1 }
def main [n][m] (xss: [n][m]f32) : [m][n]f32 =
  let t = transpose xss
  in map (map id) t
