-- Size-parametric type abbreviations in a module, a module type with a
-- size-parametric abstract type, and sizes flowing through module
-- functions.
-- ==
-- input { [[1, 2], [3, 4], [5, 6]] } output { [[1, 3, 5], [2, 4, 6]] 3i64 21 }

module mat = {
  type matrix [n][m] = [n][m]i32
  def flip [n][m] (a: matrix [n][m]) : matrix [m][n] = transpose a
  def rows [n][m] (_: matrix [n][m]) = n
}

module type sized = {
  type s [n]
  val make [n]: [n]i32 -> s [n]
  val total [n]: s [n] -> i32
}

module S : sized = {
  type s [n] = [n]i32
  def make [n] (xs: [n]i32) : s [n] = xs
  def total [n] (xs: s [n]) = reduce (+) 0 xs
}

def main [n][m] (a: [n][m]i32) = (mat.flip a, mat.rows a, S.total (S.make (flatten a)))
