-- `|>` binds tighter than `*` and `+` (Futhark's table), so
-- `2 * x |> f` is `2 * (x |> f)` and `x + 1 |> (/2)` is `x + (1 / 2)`.
-- ==
-- input { 3 } output { 8 3 }
entry main (x: i32) = (2 * x |> (+1), x + 1 |> (/2))
