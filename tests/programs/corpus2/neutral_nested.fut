-- Reductions and scans nested in `map` whose neutral element is a value:
-- one computed per row (each row's first element) and one the same for
-- every row (a parameter), so that both the per-thread loop and the
-- segmented reduction meet it.
-- ==
-- input { [[3, 1, 2], [9, 7, 8], [5, 5, 1]] 4 }
-- output { [1, 7, 1] [3, 9, 5] [4, 9, 5] [[3, 4, 6], [9, 16, 24], [5, 10, 11]] [[3, 1, 1], [4, 4, 4], [4, 4, 1]] }
-- input { empty([0][3]i32) 4 }
-- output { empty([0]i32) empty([0]i32) empty([0]i32) empty([0][3]i32) empty([0][3]i32) }
-- input { [[2, 3], [1, 0]] 0 }
-- output { [2, 0] [3, 1] [3, 1] [[2, 5], [1, 1]] [[0, 0], [0, 0]] }

def row_min [m] (xs: [m]i32) = reduce i32.min xs[0] xs

entry main [n] [m] (xss: [n][m]i32) (c: i32) =
  let mins = map row_min xss
  let maxs = map (\xs -> reduce i32.max (head xs) xs) xss
  -- `c` is neutral for `max` over values no smaller than it.
  let capped = map (\xs -> reduce i32.max c (map (\x -> i32.max x c) xs)) xss
  let sums = map (\xs -> scan (+) (c - c) xs) xss
  let lows = map (\xs -> scan i32.min c (map (\x -> i32.min x c) xs)) xss
  in (mins, maxs, capped, sums, lows)
