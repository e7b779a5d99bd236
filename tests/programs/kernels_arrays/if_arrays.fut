-- A branch returning different arrays (a view or a fresh array) in a map.
-- ==
-- input { [[1, 2, 3], [4, 5, 6], [7, 8, 9]] }
-- output { [[1, 2, 3], [8, 10, 12], [7, 8, 9]] }
def main [n] (xs: [n][3]i32) =
  map2 (\i r -> if i % 2 == 0 then r else map (*2) r) (iota n) xs
