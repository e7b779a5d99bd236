-- Column sums via transpose and map.
-- ==
-- input { [[1, 2, 3], [4, 5, 6]] } output { [5, 7, 9] }
entry main (m: [][]i32) = map (reduce (+) 0) (transpose m)
