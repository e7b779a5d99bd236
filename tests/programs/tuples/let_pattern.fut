-- Tuple patterns in let, nested, with wildcards.
-- ==
-- input { 1 2 3 } output { 6 3 }
entry main (a: i32) (b: i32) (c: i32) =
  let (x, (y, z)) = (a, (b, c))
  let (_, w) = (x, y + z - 2)
  in (x + y + z, w)
