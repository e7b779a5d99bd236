-- Sections of comparison and logical operators.
-- ==
-- input { [1, 5, 3] } output { [false, true, true] [true, false, false] }
entry main (xs: []i32) = (map (>2) xs, map (2>) xs)
