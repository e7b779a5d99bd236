-- Histograms with min and max operators and a non-zero neutral element.
-- ==
-- input { [0i64, 1i64, 0i64, 2i64, 1i64] [5, 3, 9, -1, 4] }
-- output { [9, 4, -1] [5, 3, -1] }

entry main [n] (is: [n]i64) (vs: [n]i32) =
  (hist i32.max i32.lowest 3 is vs, hist i32.min i32.highest 3 is vs)
