-- scatter into a two-dimensional array: each write is a row.
-- ==
-- input { [[1, 2], [3, 4], [5, 6]] [2i64, 0i64, 7i64] }
-- output { [[10, 20], [3, 4], [0, 0]] }
def main (m: [][2]i32) (is: [3]i64) =
  scatter (copy m) is [[0, 0], [10, 20], [7, 7]]
