-- Transposing inner dimensions of a 3-D array.
-- ==
-- input { [[[1, 2], [3, 4]], [[5, 6], [7, 8]]] }
-- output { [[[1, 3], [2, 4]], [[5, 7], [6, 8]]] [[[1, 2], [5, 6]], [[3, 4], [7, 8]]] }

entry main (a: [][][]i32) = (map transpose a, transpose a)
