-- transpose of a 2-D array, and transposing twice.
-- ==
-- input { [[1, 2, 3], [4, 5, 6]] } output { [[1, 4], [2, 5], [3, 6]] [[1, 2, 3], [4, 5, 6]] }
entry main (m: [][]i32) = (transpose m, transpose (transpose m))
