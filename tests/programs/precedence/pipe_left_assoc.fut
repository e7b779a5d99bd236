-- `|>` associates to the left, `<|` to the right.
-- ==
-- input { 3 } output { 7 8 }
entry main (x: i32) = (x |> (*2) |> (+1), (*2) <| (+1) <| x)
