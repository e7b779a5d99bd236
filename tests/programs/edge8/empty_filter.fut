-- filter and partition on empty arrays and when nothing is kept.
-- ==
-- entry: pos
-- input { empty([0]i32) } output { empty([0]i32) }
-- input { [-1, -2] } output { empty([0]i32) }
-- input { [-1, 2, 0, 3] } output { [2, 3] }
-- entry: parts
-- input { empty([0]i32) } output { empty([0]i32) empty([0]i32) }
-- input { [1, 3] } output { empty([0]i32) [1, 3] }
-- input { [1, 2, 3, 4] } output { [2, 4] [1, 3] }
-- entry: count_pos
-- input { empty([0]i32) } output { 0i64 }
-- input { [5, -5, 5] } output { 2i64 }
-- entry: filter_rows
-- input { empty([0][2]i32) } output { empty([0][2]i32) }
-- input { [[1, -1], [-2, 2]] } output { [[1, -1]] }
-- input { [[-1, 1]] } output { empty([0][2]i32) }

entry pos (xs: []i32) = filter (> 0) xs
entry parts (xs: []i32) = partition (\x -> x % 2 == 0) xs
entry count_pos (xs: []i32) = length (filter (> 0) xs)
entry filter_rows [m] (xss: [][m]i32) = filter (\r -> r[0] > 0) xss
