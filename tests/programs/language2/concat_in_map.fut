-- Concatenation inside a map: the size (m + m) is the same for every row.
-- ==
-- input { [[1i32, 2i32], [3i32, 4i32]] } output { [[1i32, 2i32, 1i32, 2i32], [3i32, 4i32, 3i32, 4i32]] }
entry main [n][m] (xss: [n][m]i32) = map (\r -> r ++ r) xss
