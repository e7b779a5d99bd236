-- A type abbreviation with two size parameters in parameters.
-- ==
-- input { [[1f32, 2f32], [3f32, 4f32]] } output { 10f32 }
type matrix [n][m] = [n][m]f32
def total [n][m] (a: matrix [n][m]) = f32.sum (flatten a)
entry main [n][m] (a: matrix [n][m]) = total a
