-- tabulate, tabulate_2d and tabulate_3d.
-- ==
-- input { 3i64 } output { [0i64, 1i64, 4i64] [[0i64, 1i64, 2i64], [10i64, 11i64, 12i64]] [[[0i64, 1i64], [10i64, 11i64]], [[100i64, 101i64], [110i64, 111i64]]] }
entry main (n: i64) =
  (tabulate n (\i -> i * i), tabulate_2d 2 n (\i j -> 10 * i + j),
   tabulate_3d 2 2 2 (\i j k -> 100 * i + 10 * j + k))
