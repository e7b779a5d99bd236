-- A loop with an array loop variable inside a map, updated in place.
-- ==
-- input { [[1, 2, 3, 4], [5, 6, 7, 8]] } output { [[2, 3, 4, 4], [6, 7, 8, 8]] }
-- input { [[1, 2], [5, 6]] } error: out of bounds
def main (xs: [][]i32) = map (\r -> loop r = copy r for i < 3 do r with [i] = r[i] + 1) xs
