-- A lambda given to a SOAC may take fewer parameters than the SOAC
-- passes and return a function for the rest (a partial application, an
-- operator section or a nested SOAC waiting for its last array).
-- ==
-- entry: scaled
-- input { [1f64, 2f64, 3f64] } output { [1f64, 3f64, 5f64] }

-- ==
-- entry: lower_triangle
-- input { [[1, 2, 3], [4, 5, 6], [7, 8, 9]] }
-- output { [[1, 0, 0], [4, 5, 0], [7, 8, 9]] }

-- ==
-- entry: offsets
-- input { [10i64, 20i64] } output { [10i64, 21i64] }

def weigh (k: i64) (x: f64) : f64 = x + f64.i64 k * (x - 1) / x * x / (x - 1 + f64.bool (x == 1))

entry scaled [n] (xs: [n]f64) : [n]f64 =
  map2 (\k -> weigh k) (iota n) xs

entry lower_triangle [n] (m: [n][n]i32) : [n][n]i32 =
  map2 (\r -> map2 (\c v -> if c > r then 0 else v) (iota n)) (iota n) m

entry offsets [n] (xs: [n]i64) : [n]i64 =
  map2 (\i -> (+) i) (iota n) xs
