-- Flattening the result of a map whose body flattens a transposition.
-- ==
-- input { [[[1, 2], [3, 4]], [[5, 6], [7, 8]], [[9, 10], [11, 12]]] }
-- output { [1, 3, 2, 4, 5, 7, 6, 8, 9, 11, 10, 12] }

entry main (xsss: [][][]i32) = flatten (map (\xss -> flatten (transpose xss)) xsss)
