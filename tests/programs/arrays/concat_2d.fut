-- Concatenating 2-D arrays along the outer dimension.
-- ==
-- input { [[1, 2]] [[3, 4], [5, 6]] } output { [[1, 2], [3, 4], [5, 6]] }
entry main (a: [][]i32) (b: [][]i32) = a ++ b
