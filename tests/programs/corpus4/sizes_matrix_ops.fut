-- Matrix sizes: transpose, matrix multiplication with shared inner size.
-- ==
-- input { [[1, 2, 3], [4, 5, 6]] [[1, 0], [0, 1], [1, 1]] }
-- output { [[4, 5], [10, 11]] [[1, 4], [2, 5], [3, 6]] }

def matmul [n] [m] [p] (a: [n][m]i32) (b: [m][p]i32) : [n][p]i32 =
  map (\row -> map (\col -> reduce (+) 0 (map2 (*) row col)) (transpose b)) a

entry main a b = (matmul a b, transpose a)
