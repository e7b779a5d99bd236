-- `|>` is looser than comparisons and `&&`: `x > 2 && x < 5 |> f` applies
-- `f` to the conjunction; `<|` is looser than `||` but tighter than `|>`.
-- ==
-- input { 3 } output { false 4 }
entry main (x: i32) =
  let not (b: bool) = !b
  in (x > 2 && x < 5 |> not, (+1) <| x * 2 - 3 |> id)
