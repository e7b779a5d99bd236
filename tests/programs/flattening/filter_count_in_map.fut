-- A filter whose sum does not depend on the inner map's parameter: hoisting
-- moves it out to the outer map, where distribution splits it into its
-- flags, offsets and count; the scatter left in the last group is
-- sequentialised with the count read back from its distributed array.
-- ==
-- input { [1, 2] [3, 1, 2] } output { [15, 9] }
-- input { [5] [3, 1, 2] } output { [0] }
-- random input { [20]i32 [33]i32 } auto output
-- input { empty([0]i32) [1] } output { empty([0]i32) }
def main [n][m] (xs: [n]i32) (ys: [m]i32) : [n]i32 =
  map (\x -> reduce (+) 0 (map (\_ -> i32.sum (filter (\y -> y > x) ys)) ys)) xs
