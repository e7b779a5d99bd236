-- The pipes bind more loosely than every other infix operator but the
-- backticked names, as in Futhark's parser (the reference's table lists
-- them above `*`, but `i64.i32 <| a * 2 + b` converts the whole sum in
-- Futhark's own libraries): `2 * x |> f` is `f (2 * x)`, `x + 1 |> (/2)`
-- is `(x + 1) / 2`, and `f <| a || b` is `f (a || b)`.
-- ==
-- input { 3 } output { 7 2 true 9i64 }
entry main (x: i32) =
  let neg (b: bool) = !b
  in (2 * x |> (+1), x + 1 |> (/2), neg <| x > 5 || x < 0,
      i64.i32 <| x * 2 + x)
