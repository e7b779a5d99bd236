-- Projection sections `(.0)` and `(.1)`.
-- ==
-- input { [1, 2] [true, false] } output { [1, 2] [true, false] }
entry main [n] (xs: [n]i32) (bs: [n]bool) =
  let ps = zip xs bs
  in (map (.0) ps, map (.1) ps)
