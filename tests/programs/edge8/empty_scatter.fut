-- scatter into and from empty arrays; out-of-range indices are ignored.
-- ==
-- entry: sc
-- input { empty([0]i32) empty([0]i64) empty([0]i32) } output { empty([0]i32) }
-- input { [1, 2, 3] empty([0]i64) empty([0]i32) } output { [1, 2, 3] }
-- input { empty([0]i32) [0i64, 1i64] [5, 6] } output { empty([0]i32) }
-- input { [1, 2, 3] [2i64, -1i64, 3i64] [7, 8, 9] } output { [1, 2, 7] }
-- entry: sc_rows
-- input { empty([0][2]i32) [0i64] [[1, 1]] } output { empty([0][2]i32) }
-- input { [[0, 0], [0, 0]] [1i64, 4i64] [[1, 2], [3, 4]] } output { [[0, 0], [1, 2]] }
-- input { empty([2][0]i32) [1i64] empty([1][0]i32) } output { empty([2][0]i32) }

entry sc [n][k] (dest: *[n]i32) (is: [k]i64) (vs: [k]i32) = scatter dest is vs
entry sc_rows [n][m][k] (dest: *[n][m]i32) (is: [k]i64) (vs: [k][m]i32) =
  scatter dest is vs
