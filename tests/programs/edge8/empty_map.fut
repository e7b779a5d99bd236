-- Mapping over arrays with a zero dimension keeps the shape, also the
-- inner dimension of [n][0] arrays.
-- ==
-- entry: inc
-- input { empty([0]i32) } output { empty([0]i32) }
-- input { [1, 2] } output { [2, 3] }
-- entry: rows
-- input { empty([0][3]i32) } output { empty([0][3]i32) }
-- input { empty([2][0]i32) } output { empty([2][0]i32) }
-- input { [[1, 2], [3, 4]] } output { [[2, 3], [4, 5]] }
-- entry: row_sums
-- input { empty([0][3]i32) } output { empty([0]i32) }
-- input { empty([3][0]i32) } output { [0, 0, 0] }
-- input { [[1, 2], [3, 4]] } output { [3, 7] }
-- entry: pairs
-- input { empty([0]i32) } output { empty([0]i32) empty([0]f32) }
-- input { [3, -1] } output { [6, -2] [1.5f32, -0.5f32] }

entry inc (xs: []i32) = map (+ 1) xs
entry rows (xss: [][]i32) = map (map (+ 1)) xss
entry row_sums (xss: [][]i32) = map i32.sum xss
entry pairs (xs: []i32) = unzip (map (\x -> (x * 2, f32.i32 x / 2)) xs)
