-- map2 over arrays of different lengths is a run-time size error.
-- ==
-- input { [1, 2] [1, 2, 3] } error: .
-- input { [1, 2] [3, 4] } output { [4, 6] }
entry main [n][m] (xs: [n]i32) (ys: [m]i32) = map2 (+) xs (ys :> [n]i32)
