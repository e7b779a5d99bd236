-- Slice updates of two-dimensional arrays: a block, a column and a row.
-- ==
-- input { [[1, 2, 3], [4, 5, 6], [7, 8, 9]] }
-- output { [[1, 2, 3], [4, 0, 0], [7, 0, 0]] [[1, 2, -1], [4, 5, -1], [7, 8, -1]] [[1, 2, 3], [4, 5, 6], [3, 2, 1]] }
def main [n] (m: [n][3]i32) =
  let a = copy m with [1:3, 1:3] = [[0, 0], [0, 0]]
  let b = copy m with [:, 2] = replicate n (-1)
  let c = copy m with [2] = [3, 2, 1]
  in (a, b, c)
