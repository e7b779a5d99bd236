-- | The prefix written as a slice `s[:n-1]`, over i64, after a map that
-- fusion puts into the scan.
-- ==
-- input { [1i64, 2i64, 3i64, 4i64] } output { [0i64, 2i64, 6i64, 12i64] }
-- input { [9i64] } output { [0i64] }
-- input { empty([0]i64) } error: out of bounds
-- random input { [4099]i64 } auto output
def main [n] (xs: [n]i64) =
  let s = scan (+) 0 (map (* 2) xs)
  in [0] ++ s[:n-1]
