-- Tuple projections `.0`, `.1`, `.2`, also nested.
-- ==
-- input { 1 2.5 true } output { 1 2.5 true 2.5 }
entry main (a: i32) (b: f64) (c: bool) =
  let t = (a, b, c)
  let n = ((a, b), c)
  in (t.0, t.1, t.2, n.0.1)
