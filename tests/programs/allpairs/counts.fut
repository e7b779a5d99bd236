-- For each value, how many values of a second array are smaller: an
-- integer reduction over all pairs whose inner array is shared.
-- ==
-- input { [3, 1, 7] [5, 0, 2, 9] } output { [2i64, 1i64, 3i64] }
-- input { empty([0]i32) [1, 2] } output { empty([0]i64) }
-- input { [4, 4] empty([0]i32) } output { [0i64, 0i64] }
-- random input { [500]i32 [700]i32 } auto output
def main [n][m] (as: [n]i32) (bs: [m]i32) : [n]i64 =
  map (\a -> i64.sum (map (\b -> i64.bool (b < a)) bs)) as
