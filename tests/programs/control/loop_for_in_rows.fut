-- `for row in m` iterates over the rows of a 2-D array.
-- ==
-- input { [[1, 2], [3, 4], [5, 6]] } output { [9, 12] }
entry main [n] (m: [][n]i32) =
  loop acc = replicate n 0 for row in m do map2 (+) acc row
