-- Exclusive scans by shifting an inclusive one, and spread.
-- ==
-- input { [3i64, 1i64, 2i64] } output { [0i64, 3i64, 4i64] [0, 3, 0, 0, 1, 2] }

entry main [n] (sizes: [n]i64) =
  let offs = map2 (-) (scan (+) 0 sizes) sizes
  in (offs, spread 6 0 (map (+ 1) offs) (map i32.i64 sizes))
