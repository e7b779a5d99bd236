-- Size parameters for both dimensions of a matrix, used as values.
-- ==
-- input { [[1, 2, 3], [4, 5, 6]] } output { 2i64 3i64 [[1, 4], [2, 5], [3, 6]] }
def dims [n] [m] (a: [n][m]i32) : (i64, i64) = (n, m)

entry main [n] [m] (a: [n][m]i32) : (i64, i64, [m][n]i32) =
  let (r, c) = dims a
  in (r, c, transpose a)
