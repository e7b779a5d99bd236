-- Nested maps over 2-D and 3-D arrays.
-- ==
-- input { [[[1, 2], [3, 4]], [[5, 6], [7, 8]]] } output { [[[2, 3], [4, 5]], [[6, 7], [8, 9]]] }
entry main (a: [][][]i32) = map (map (map (+1))) a
-- ==
-- entry: two
-- input { [[1, 2], [3, 4]] } output { [[2, 4], [6, 8]] }
entry two (m: [][]i32) = map (map (*2)) m
