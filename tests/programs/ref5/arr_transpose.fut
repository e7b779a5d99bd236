-- transpose of rectangular, single-row and empty arrays.
-- ==
-- entry: tr
-- input { [[1, 2, 3], [4, 5, 6]] }
-- output { [[1, 4], [2, 5], [3, 6]] [[1, 2, 3], [4, 5, 6]] }
-- input { [[1, 2, 3]] }
-- output { [[1], [2], [3]] [[1, 2, 3]] }
-- input { empty([0][3]i32) }
-- output { empty([3][0]i32) empty([0][3]i32) }
-- entry: tr3
-- input { [[[1, 2], [3, 4]], [[5, 6], [7, 8]]] }
-- output { [[[1, 2], [5, 6]], [[3, 4], [7, 8]]] }

entry tr (a: [][]i32) = (transpose a, transpose (transpose a))
entry tr3 (a: [][][]i32) = transpose a
