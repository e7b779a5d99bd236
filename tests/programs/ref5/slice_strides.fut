-- Slices with positive and negative strides, defaults depending on the
-- stride's sign, and empty results.
-- ==
-- entry: s1
-- input { [0, 1, 2, 3, 4] }
-- output { [4, 3, 2, 1, 0] [3, 2, 1] [0, 2, 4] [1, 3] [4, 2] [4, 2, 0] empty([0]i32) [2, 3, 4] [0, 1] }
-- entry: s_empty
-- input { [0, 1, 2, 3, 4] }
-- output { empty([0]i32) empty([0]i32) [3, 2, 1, 0] }
-- entry: s2d
-- input { [[1, 2, 3], [4, 5, 6], [7, 8, 9]] }
-- output { [[4, 5], [7, 8]] [2, 5, 8] [[9, 8, 7], [6, 5, 4], [3, 2, 1]] [[1, 3], [7, 9]] [4, 5, 6] }

entry s1 (xs: []i32) =
  (xs[::-1], xs[3:0:-1], xs[::2], xs[1::2], xs[4:1:-2], xs[::-2], xs[2:2], xs[2:], xs[:2])
entry s_empty (xs: []i32) = (xs[5:], xs[0:0:-1], xs[3::-1])
entry s2d (a: [][]i32) = (a[1:, :2], a[:, 1], a[::-1, ::-1], a[::2, ::2], a[1])
