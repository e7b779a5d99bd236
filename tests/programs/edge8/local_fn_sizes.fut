-- Local functions that capture sizes and arrays of the enclosing
-- definition and are used in maps.
-- ==
-- entry: neighbours
-- input { [1, 2, 3, 4] } output { [2, 3, 4, 1] [7, 6, 9, 8] }
-- input { [5] } output { [5] [15] }
-- entry: pad_all
-- input { [[1, 2], [3, 4]] 9 } output { [[1, 2, 9], [3, 4, 9]] [3, 3] }
-- input { empty([0][2]i32) 9 } output { empty([0][3]i32) empty([0]i64) }
-- entry: local_sizes
-- input { [[1, 2, 3], [4, 5, 6]] } output { [[3, 2, 1], [6, 5, 4]] [2, 5] 3i64 }
-- input { empty([0][4]i32) } output { empty([0][4]i32) empty([0]i32) 4i64 }
-- entry: window
-- input { [1, 2, 3, 4, 5] 3i64 } output { [[1, 2, 3], [2, 3, 4], [3, 4, 5]] }
-- input { [1, 2] 2i64 } output { [[1, 2]] }

entry neighbours [n] (xs: [n]i32) =
  let next (i: i64) = xs[(i + 1) % n]
  let around (i: i64) = xs[(i + n - 1) % n] + xs[i] + xs[(i + 1) % n]
  in (map next (iota n), map around (iota n))
entry pad_all [n][m] (xss: [n][m]i32) (v: i32) =
  let pad (ys: [m]i32) : [m + 1]i32 = ys ++ [v]
  let padded = map pad xss
  in (padded, map (\r -> length r) padded)
entry window [n] (xs: [n]i32) (k: i64) =
  let at (i: i64) : [k]i32 = map (\j -> xs[i + j]) (iota k)
  in map at (iota (n - k + 1))
entry local_sizes [n][m] (xss: [n][m]i32) =
  let rev [k] (ys: [k]i32) : [k]i32 = map (\i -> ys[k - 1 - i]) (iota k)
  let mid (ys: [m]i32) = if m == 0 then 0 else ys[m / 2]
  let width = \(_: [n][m]i32) -> m
  in (map rev xss, map mid xss, width xss)
