-- transpose of arrays with a zero dimension.
-- ==
-- entry: tr
-- input { empty([0][3]i32) } output { empty([3][0]i32) }
-- input { empty([3][0]i32) } output { empty([0][3]i32) }
-- input { [[1, 2, 3]] } output { [[1], [2], [3]] }
-- entry: tr_map
-- input { empty([0][2]i32) } output { empty([2][0]i32) }
-- input { [[1, 2], [3, 4]] } output { [[2, 6], [4, 8]] }
-- entry: inner_tr
-- input { empty([2][0][3]i32) } output { empty([2][3][0]i32) }
-- input { empty([0][2][3]i32) } output { empty([0][3][2]i32) }
-- input { [[[1, 2]], [[3, 4]]] } output { [[[1], [2]], [[3], [4]]] }
-- entry: col_sums
-- input { empty([0][3]i32) } output { [0, 0, 0] }
-- input { empty([3][0]i32) } output { empty([0]i32) }

entry tr (xss: [][]i32) = transpose xss
entry tr_map (xss: [][]i32) = map (map (* 2)) (transpose xss)
entry inner_tr (x: [][][]i32) = map transpose x
entry col_sums (xss: [][]i32) = map i32.sum (transpose xss)
