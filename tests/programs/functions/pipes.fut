-- `|>` and `<|` with sections and partial applications.
-- ==
-- input { [1, 2, 3] } output { 12 12 }
entry main (xs: []i32) =
  (xs |> map (*2) |> reduce (+) 0, reduce (+) 0 <| map (*2) <| xs)
