-- A while loop whose condition and body both use pattern-bound values,
-- computing a gcd and the number of steps.
-- ==
-- input { 48 18 } output { 6 3 }
-- input { 17 5 } output { 1 3 }

entry main (a: i32) (b: i32) =
  let (g, _, steps) = loop (x, y, n) = (a, b, 0) while y != 0 do (y, x % y, n + 1)
  in (g, steps)
