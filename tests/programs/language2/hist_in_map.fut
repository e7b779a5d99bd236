-- A histogram per row.
-- ==
-- input { [[0i64, 0i64, 1i64], [1i64, 1i64, 1i64]] } output { [[2i32, 1i32], [0i32, 3i32]] }
entry main [n] (iss: [n][3]i64) = map (\is -> hist (+) 0 2 is (replicate 3 1i32)) iss
