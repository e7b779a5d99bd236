-- Language reference probe (gaps8): prelude fun.
-- ==
-- input { 3 } output { 8 4 7 3 64 [3, 6, 12] 9 }
entry main (x: i32) =
  let inc = (+1)
  let dbl = (*2)
  in ((inc >-> dbl) x, (inc <-< id) x, curry (\(a, b) -> a + b) x 4, const x 99, iterate 5 dbl 2,
      [x, iterate 1 dbl x, iterate 2 dbl x], iterate_until (>8) (+2) x)
