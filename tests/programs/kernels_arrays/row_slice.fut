-- A map whose body returns a slice of its row: each thread copies the
-- view into its output row (no intermediate array).
-- ==
-- input { [[1, 2, 3, 4], [5, 6, 7, 8]] } output { [[2, 3], [6, 7]] }
-- input { [[1, 2], [5, 6]] } error: out of bounds
def main (xs: [][]i32) = map (\r -> r[1:3]) xs
