-- filter inside a map whose result is reduced (no irregular result).
-- ==
-- input { [[1i32, -2i32, 3i32], [-1i32, -1i32, 5i32]] } output { [4i32, 5i32] }
entry main [n][m] (xss: [n][m]i32) = map (\r -> reduce (+) 0 (filter (> 0) r)) xss
