-- hist with + on i64 (64-bit compare-and-swap).
-- ==
-- input { 3i64 [0i64, 0i64, 2i64, 2i64] [1099511627776i64, 1i64, -5i64, 5i64] } output { [1099511627777i64, 0i64, 0i64] }

def main [n] (k: i64) (is: [n]i64) (vs: [n]i64) = hist (+) 0 k is vs
