-- Reductions and scans whose operands are arrays (vector sums) and tuples
-- of three.
-- ==
-- input { [[1, 2], [3, 4], [5, 6]] } output { [9, 12] [[1, 2], [4, 6], [9, 12]] 3 21 720 }

entry main [n][m] (xss: [n][m]i32) =
  let vsum = reduce (map2 (+)) (replicate m 0) xss
  let vscan = scan (map2 (+)) (replicate m 0) xss
  let flat = flatten xss
  let (c, s, p) = reduce (\(a, b, c) (x, y, z) -> (a + x, b + y, c * z)) (0, 0, 1)
                         (map (\x -> (1, x, x)) flat)
  in (vsum, vscan, c / 2, s, p)
