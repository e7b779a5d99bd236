-- Indexing and projection bind tighter than application and operators.
-- ==
-- input { [1, 2, 3] } output { 4 6 }
entry main (xs: []i32) =
  let p = (xs, 3)
  in (xs[0] + p.1, i32.abs xs[2] * 2)
