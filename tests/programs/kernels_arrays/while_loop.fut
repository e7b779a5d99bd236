-- A while loop with an array loop variable inside a map: doubling each
-- row until its first element reaches a bound.
-- ==
-- input { [[1, 2], [3, 4], [20, 1]] } output { [[16, 32], [12, 16], [20, 1]] }
def main (xs: [][2]i32) =
  map (\r -> loop r = copy r while r[0] < 10 do map (*2) r) xs
