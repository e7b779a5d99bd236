-- hist with max on i32 over random data.
-- ==
-- random input { [100000]i64 [100000]i32 } auto output

def main [n] (is: [n]i64) (vs: [n]i32) = hist i32.max (-2147483648) 64 (map (\i -> i % 64) is) vs
