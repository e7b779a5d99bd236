-- Tuples as records with numeric fields: `.0`, `.1`, nested projections,
-- and a tuple updated with `with`.
-- ==
-- input { 5 }
-- output { 5 6 7 1 6 }

entry main (x: i32) =
  let t = (x, (x + 1, x + 2))
  let u = (0, 6) with 0 = 1
  in (t.0, t.1.0, t.1.1, u.0, u.1)
