-- Scans and histograms at the top level whose neutral element is computed:
-- a running maximum from a floor, a running product of a tuple operator
-- with a neutral element built from parameters, and a histogram whose
-- neutral element is the smallest (for `max`) or largest (for `min`) value.
-- ==
-- input { [3, 1, 4, 1, 5, 9, 2, 6] 0 }
-- output { [3, 3, 4, 4, 5, 9, 9, 9] [3, 4, 8, 9, 14, 23, 25, 31] [4, 1, 2, 3] [9, 4, 5] 31 }
-- input { [2, 7] 5 }
-- output { [5, 7] [2, 9] [7, 7, 2, 7] [2, 7, 2] 9 }
-- input { empty([0]i32) 1 }
-- output { empty([0]i32) empty([0]i32) [1, 1, 1, 1] [1, 1, 1] 0 }

entry main [n] (xs: [n]i32) (floor: i32) =
  let lo = i32.min floor (if n > 0 then i32.minimum xs else floor)
  let running = scan i32.max lo (map (i32.max floor) xs)
  -- (sum, count) pairs; the neutral element's parts come from `floor`.
  let zero = floor - floor
  let (sums, _) = unzip (scan (\(a, c) (b, d) -> (a + b, c + d)) (zero, i64.i32 zero) (zip xs (replicate n 1i64)))
  let hi = i32.max floor (i32.maximum xs)
  let mins = reduce_by_index (replicate 4 hi) i32.min hi (map (\x -> i64.i32 (x % 4)) xs) xs
  let maxs = hist i32.max lo 3 (map (\x -> i64.i32 (x % 3)) xs) xs
  let total = if n > 0 then last sums else zero
  in (running, sums, mins, maxs, total)
