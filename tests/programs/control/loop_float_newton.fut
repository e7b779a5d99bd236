-- A while loop on floats: Newton's method for the square root.
-- ==
-- input { 2.0 } output { 1.4142135623730951 }
-- input { 9.0 } output { 3.0 }
entry main (a: f64) =
  let (x, _) = loop (x, i) = (a, 0) while i < 30 do ((x + a / x) / 2.0, i + 1)
  in x
