-- Error index "refutable-pattern": a let pattern that may not match.
-- ==
-- error: [Rr]efutable pattern

entry main (x: (i32, i32)) =
  let (2, y) = x
  in y
