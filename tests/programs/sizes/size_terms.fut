-- Sizes that are applications (`i64.i32 k`) are compared as written, as in
-- Futhark: two arrays made with the same expression have the same size.
-- ==
-- entry: zipped
-- input { 3 } output { [1i64, 2i64, 3i64] }
-- input { 0 } output { empty([0]i64) }
entry zipped (k: i32) = map2 (+) (iota (i64.i32 k)) (replicate (i64.i32 k) 1)

-- ==
-- entry: declared
-- input { 2 } output { [0i64, 1i64] }
entry declared (k: i32) : [i64.i32 k]i64 = iota (i64.i32 k)

-- ==
-- entry: nested
-- input { 2i64 3i64 } output { [[1, 1, 1], [1, 1, 1]] }
entry nested (a: i64) (b: i64) =
  map2 (\_ r -> r) (iota (i64.max a b - 1)) (replicate (i64.max a b - 1) (replicate b 1))
