-- A two-dimensional map whose innermost body returns an array.
-- ==
-- input { [[1, 2], [3, 4]] } output { [[[1, 1, 1], [2, 2, 2]], [[3, 3, 3], [4, 4, 4]]] }
def main (xs: [][]i32) = map (\r -> map (\x -> replicate 3 x) r) xs
