-- flatten a 2-D array; flatten twice a 3-D one.
-- ==
-- input { [[1, 2], [3, 4], [5, 6]] } output { [1, 2, 3, 4, 5, 6] 6i64 }
entry main (m: [][]i32) = let f = flatten m in (f, length f)
-- ==
-- entry: three
-- input { [[[1, 2], [3, 4]], [[5, 6], [7, 8]]] } output { [1, 2, 3, 4, 5, 6, 7, 8] }
entry three (a: [][][]i32) = flatten (flatten a)
