-- take on an array of tuples, then unzip.
-- ==
-- input { [1i32, 2i32] } output { [1i32] [1i32] }
entry main (xs: []i32) = zip xs xs |> take 1 |> unzip
