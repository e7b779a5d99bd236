-- `for x in xs` loops over arrays of tuples and of arrays.
-- ==
-- input { [[1, 2], [3, 4], [5, 6]] } output { [9, 12] 56 }

entry main [n][m] (xss: [n][m]i32) =
  let col = loop acc = replicate m 0 for row in xss do map2 (+) acc row
  let dot = loop s = 0 for (a, b) in zip (flatten xss) (reverse (flatten xss)) do s + a * b
  in (col, dot)
