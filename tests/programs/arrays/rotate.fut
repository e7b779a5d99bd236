-- rotate by positive and negative amounts.
-- ==
-- input { 1i64 [1, 2, 3, 4] } output { [2, 3, 4, 1] }
-- input { -1i64 [1, 2, 3, 4] } output { [4, 1, 2, 3] }
-- input { 4i64 [1, 2, 3, 4] } output { [1, 2, 3, 4] }
entry main (r: i64) (xs: []i32) = rotate r xs
