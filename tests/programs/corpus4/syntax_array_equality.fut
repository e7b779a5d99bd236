-- Equality and inequality on arrays of the same size, tuples of arrays and
-- records.
-- ==
-- input { [1, 2, 3] [1, 2, 3] [1, 2, 4] }
-- output { true false true false }

entry main [n] (a: [n]i32) (b: [n]i32) (c: [n]i32) =
  (a == b, a == c, (a, 1) == (b, 1), {x = a} != {x = b})
