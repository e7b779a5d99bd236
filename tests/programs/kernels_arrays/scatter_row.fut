-- scatter into a fresh copy of each row, inside a map.
-- ==
-- input { [[1, 2, 3, 4], [5, 6, 7, 8]] } output { [[5, 6, 3, 4], [5, 6, 7, 8]] }
-- input { [[1], [2]] } output { [[5], [5]] }
def main (xs: [][]i32) = map (\r -> scatter (copy r) [0, 1] [5, 6]) xs
