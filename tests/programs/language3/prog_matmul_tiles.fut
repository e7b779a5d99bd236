-- Matrix multiplication, written two ways, and its transpose identity.
-- ==
-- input { [[1, 2], [3, 4], [5, 6]] [[7, 8, 9], [10, 11, 12]] }
-- output { [[27, 30, 33], [61, 68, 75], [95, 106, 117]] true }

def matmul [n][m][p] (a: [n][m]i32) (b: [m][p]i32) : [n][p]i32 =
  map (\row -> map (\col -> i32.sum (map2 (*) row col)) (transpose b)) a

def matmul_loop [n][m][p] (a: [n][m]i32) (b: [m][p]i32) : [n][p]i32 =
  tabulate_2d n p (\i j -> loop s = 0 for k < m do s + a[i, k] * b[k, j])

entry main [n][m][p] (a: [n][m]i32) (b: [m][p]i32) =
  let c = matmul a b
  in (c, c == matmul_loop a b && transpose c == matmul (transpose b) (transpose a))
