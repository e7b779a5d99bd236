-- Prelude functions inside a parallel map.
-- ==
-- input { [[1, 2], [3, 4]] } output { [3, 7] }
entry main (m: [][]i32) = map (foldl (+) 0) m
