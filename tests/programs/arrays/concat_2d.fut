-- Concatenating 2-D arrays along the outer dimension.
-- ==
-- input { [[1, 2]] [[3, 4], [5, 6]] } output { [[1, 2], [3, 4], [5, 6]] }
entry main [n][m][k] (a: [n][k]i32) (b: [m][k]i32) = a ++ b
