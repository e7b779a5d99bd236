-- |> into length.
-- ==
-- input { [1i32, 2i32] } output { 2i64 }
entry main (xs: []i32) = xs |> length
