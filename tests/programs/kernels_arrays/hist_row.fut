-- A histogram per row (reduce_by_index inside a map).
-- ==
-- input { [[1, 2, 3, 4], [0, 0, 3, 9]] } output { [[0, 1, 2, 3], [0, 0, 0, 3]] }
def main (xs: [][]i32) = map (\r -> hist (+) 0 4 (map i64.i32 r) r) xs
