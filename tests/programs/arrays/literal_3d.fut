-- Three-dimensional array literals and indexing.
-- ==
-- input { } output { [[[1, 2], [3, 4]], [[5, 6], [7, 8]]] 7 [5, 6] }
entry main =
  let a = [[[1, 2], [3, 4]], [[5, 6], [7, 8]]]
  in (a, a[1, 1, 0], a[1][0])
