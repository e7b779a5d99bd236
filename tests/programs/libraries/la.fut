import "lib/linalg"
module L = mk_linalg f64
-- ==
-- entry: mm
-- input { [[1.0, 2.0], [3.0, 4.0]] [[5.0, 6.0], [7.0, 8.0]] } output { [[19.0, 22.0], [43.0, 50.0]] }
entry mm [n][m][p] (a: [n][m]f64) (b: [m][p]f64) = L.matmul a b

-- ==
-- entry: inverse
-- input { [[4.0, 7.0], [2.0, 6.0]] } output { [[0.6, -0.7], [-0.2, 0.4]] }
entry inverse [n] (a: [n][n]f64) = L.inv a

-- ==
-- entry: mv
-- input { [[1.0, 2.0], [3.0, 4.0]] [1.0, 1.0] } output { [3.0, 7.0] }
entry mv [n][m] (a: [n][m]f64) (x: [m]f64) = L.matvecmul_row a x
