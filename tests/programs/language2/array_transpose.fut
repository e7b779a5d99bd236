-- transpose of rectangular arrays, twice, and of a 3-d array's rows.
-- ==
-- input { [[1i32, 2i32, 3i32], [4i32, 5i32, 6i32]] }
-- output { [[1i32, 4i32], [2i32, 5i32], [3i32, 6i32]] [[1i32, 2i32, 3i32], [4i32, 5i32, 6i32]] [[[1i32, 4i32]], [[2i32, 5i32]]] }

entry main (xss: [][]i32) =
  ( transpose xss, transpose (transpose xss)
  , [[[1, 2]], [[4, 5]]] |> map transpose |> transpose |> map transpose |> map (map (take 2)) |> take 2 )
