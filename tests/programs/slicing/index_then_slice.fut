-- Mixing indices and slices: a row slice, a column range.
-- ==
-- input { [[1, 2, 3], [4, 5, 6]] } output { [5, 6] [2, 5] }
entry main (m: [][]i32) = (m[1, 1:], m[0:2, 1])
