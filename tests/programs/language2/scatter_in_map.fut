-- scatter into a copy of each row, inside a map.
-- ==
-- input { [[1i32, 2i32], [3i32, 4i32]] } output { [[9i32, 2i32], [9i32, 4i32]] }
entry main [n][m] (xss: [n][m]i32) = map (\row -> scatter (copy row) [0] [9]) xss
