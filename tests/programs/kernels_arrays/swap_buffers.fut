-- Two array loop variables that exchange their values each iteration
-- (double buffering) inside a map.
-- ==
-- input { [[1, 2], [3, 4]] } output { [[8, 16], [24, 32]] [[2, 4], [6, 8]] }
def main (xs: [][2]i32) =
  unzip (map (\r -> loop (a, b) = (copy r, map (*2) r) for _i < 3 do (map (*2) b, a)) xs)
