-- map2 on arrays of different sizes is a run-time error.
-- ==
-- input { [1i64, 2i64] [10i64] } error: size

def main [n][m] (xs: [n]i64) (ys: [m]i64) = map2 (+) xs (ys :> [n]i64)
