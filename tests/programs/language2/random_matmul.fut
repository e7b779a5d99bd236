-- Matrix multiplication of random matrices.
-- ==
-- random input { [30][20]f32 [20][10]f32 } auto output
entry main [n][m][p] (a: [n][m]f32) (b: [m][p]f32) = map (\r -> map (\c -> f32.sum (map2 (*) r c)) (transpose b)) a
