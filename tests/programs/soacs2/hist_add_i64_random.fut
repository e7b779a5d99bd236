-- hist with + on i64 over random data.
-- ==
-- random input { [100000]i64 [100000]i64 } auto output

def main [n] (is: [n]i64) (vs: [n]i64) = hist (+) 0 1000 (map (\i -> i % 1000) is) vs
