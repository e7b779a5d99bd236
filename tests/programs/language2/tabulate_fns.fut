-- tabulate, tabulate_2d, tabulate_3d.
-- ==
-- input { 2i64 }
-- output { [0i64, 1i64] [[0i64, 1i64, 2i64], [10i64, 11i64, 12i64]] [[[0i64, 1i64], [10i64, 11i64]], [[100i64, 101i64], [110i64, 111i64]]] }

entry main (n: i64) =
  (tabulate n id, tabulate_2d n 3 (\i j -> 10 * i + j), tabulate_3d n n n (\i j k -> 100 * i + 10 * j + k))
