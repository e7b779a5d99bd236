-- A reduction of rows inside a map (segmented, operator on arrays).
-- ==
-- input { [[[1i32, 2i32], [3i32, 4i32]]] } output { [[4i32, 6i32]] }
entry main [k][n][m] (xsss: [k][n][m]i32) = map (\xss -> reduce (map2 (+)) (replicate m 0) xss) xsss
