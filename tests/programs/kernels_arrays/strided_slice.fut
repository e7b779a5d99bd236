-- Strided and reversed slices inside a map.
-- ==
-- input { [[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]] }
-- output { [[1, 3, 5], [6, 8, 10]] [[5, 4, 3, 2, 1], [10, 9, 8, 7, 6]] }
def main (xs: [][5]i32) =
  (map (\r -> r[0:5:2]) xs, map (\r -> r[4:-1:-1] :> [5]i32) xs)
