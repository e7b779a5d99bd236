-- length of 1-D and 2-D arrays (the outer size).
-- ==
-- input { [1, 2, 3] [[1], [2]] } output { 3i64 2i64 1i64 }
entry main (xs: []i32) (m: [][]i32) = (length xs, length m, length m[0])
