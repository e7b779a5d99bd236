-- iota with a start and step (ranges), indices, tabulate, tabulate_2d and
-- tabulate_3d: a multiplication table, distances to the centre of a grid
-- and a 3-D index sum.
-- ==
-- input { 3i64 }
-- output { [[1, 2, 3], [2, 4, 6], [3, 6, 9]] [2i64, 1i64, 0i64, 1i64, 2i64] 24i64 [0i64, 1i64, 2i64] [10, 13, 16] [5, 3, 1] }

entry main (n: i64) =
  let table = tabulate_2d n n (\i j -> i32.i64 ((i + 1) * (j + 1)))
  let dist = tabulate (2 * n - 1) (\i -> i64.abs (i - (n - 1)))
  let cube = tabulate_3d n 2 2 (\i j k -> i + j + k)
  let xs = [7, 8, 9]
  in (table, dist, i64.sum (flatten_3d cube), indices xs, 10..13..<19, 5..3...1)
