-- `for x in xs` loops over arrays of scalars, of tuples (with a tuple
-- pattern) and of rows of a matrix; loops nested in maps.
-- ==
-- input { [[1i32, 2i32], [3i32, 4i32], [5i32, 6i32]] } output { [3i32, 7i32, 11i32] 21i32 29i32 [9i32, 12i32] }
-- input { empty([0][2]i32) } output { empty([0]i32) 0i32 0i32 [0i32, 0i32] }

entry main [n] [m] (xss: [n][m]i32) =
  let row_sums = map (\xs -> loop s = 0 for x in xs do s + x) xss
  let total = loop t = 0 for s in row_sums do t + s
  let pairs = zip (iota n) row_sums
  let weighted = loop w = 0 for (i, s) in pairs do w + i32.i64 i * s
  let cols = loop acc = replicate m 0 for row in xss do map2 (+) acc row
  in (row_sums, total, weighted, cols)
