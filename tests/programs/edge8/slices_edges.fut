-- Slices that are empty, reach the end, run backwards, or go out of
-- bounds (a run-time error).
-- ==
-- entry: sl
-- input { [1, 2, 3, 4] 2i64 2i64 } output { empty([0]i32) }
-- input { [1, 2, 3, 4] 4i64 4i64 } output { empty([0]i32) }
-- input { [1, 2, 3, 4] 1i64 3i64 } output { [2, 3] }
-- input { [1, 2, 3, 4] 3i64 2i64 } error: Index \[3:2\] out of bounds
-- input { [1, 2, 3, 4] 2i64 5i64 } error: Index \[2:5\] out of bounds
-- entry: backwards
-- input { [1, 2, 3, 4] } output { [4, 3, 2, 1] [4, 2] [3, 2] }
-- input { empty([0]i32) } output { empty([0]i32) empty([0]i32) empty([0]i32) }
-- entry: cols
-- input { [[1, 2, 3], [4, 5, 6]] } output { [[2, 3], [5, 6]] [1, 4] empty([2][0]i32) }
-- input { empty([0][3]i32) } output { empty([0][2]i32) empty([0]i32) empty([0][0]i32) }

entry sl (xs: []i32) (i: i64) (j: i64) = xs[i:j]
entry backwards [n] (xs: [n]i32) =
  (xs[::-1], xs[::-2], if n >= 3 then xs[2:0:-1] else xs[0:0])
entry cols [n] (xss: [n][3]i32) = (xss[:, 1:], xss[:, 0], xss[:, 3:])
