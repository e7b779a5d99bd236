-- Mean and standard deviation with f64.
-- ==
-- input { [1f64, 2f64, 3f64, 4f64] } output { 2.5f64 1.118033988749895f64 }
def mean [n] (xs: [n]f64) = f64.sum xs / f64.i64 n
def stddev [n] (xs: [n]f64) = let m = mean xs in f64.sqrt (mean (map (\x -> (x - m) ** 2) xs))
entry main (xs: []f64) = (mean xs, stddev xs)
