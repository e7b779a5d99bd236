-- An element update in a 3-D array.
-- ==
-- input { [[[1, 2], [3, 4]], [[5, 6], [7, 8]]] } output { [[[1, 2], [3, 4]], [[5, 0], [7, 8]]] }
entry main (a: *[][][]i32) = a with [1, 0, 1] = 0
