-- tabulate and tabulate_2d.
-- ==
-- input { 3i64 } output { [0i64, 1i64, 4i64] [[0i64, 1i64, 2i64], [10i64, 11i64, 12i64]] }
entry main (n: i64) =
  (tabulate n (\i -> i * i), tabulate_2d 2 n (\i j -> 10 * i + j))
