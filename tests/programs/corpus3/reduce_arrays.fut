-- Reductions and scans whose values are arrays or tuples of arrays
-- (column sums, element-wise maxima), and a reduce over rows of a
-- matrix with a tuple result.
-- ==
-- input { [[1i32, 5i32], [4i32, 2i32], [3i32, 6i32]] }
-- output { [8i32, 13i32] [4i32, 6i32] [[1i32, 5i32], [5i32, 7i32], [8i32, 13i32]] 21i32 6i32 }

entry main [n][m] (xss: [n][m]i32) =
  let cs = reduce (map2 (+)) (replicate m 0) xss
  let mx = reduce (map2 i32.max) (replicate m i32.lowest) xss
  let sc = scan (map2 (+)) (replicate m 0) xss
  let (s, b) = reduce (\(a1, b1) (a2, b2) -> (a1 + a2, i32.max b1 b2)) (0, i32.lowest)
                      (map (\r -> (i32.sum r, i32.maximum r)) xss)
  in (cs, mx, sc, s, b)
