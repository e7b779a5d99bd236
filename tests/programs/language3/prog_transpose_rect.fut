-- Transposing non-square matrices, and zipping 2-D arrays row by row.
-- ==
-- input { [[1, 2, 3], [4, 5, 6]] } output { [[1, 4], [2, 5], [3, 6]] [[5, 7, 9]] [1, 2, 3] [4, 5, 6] }

entry main [n][m] (a: [n][m]i32) =
  let t = transpose a
  let pairs = map2 zip a[0:1] (a[1:2] :> [1][m]i32)
  in (t, [map2 (+) a[0] a[1]], map (.0) pairs[0], map (.1) pairs[0])
