-- hist with + on i32 over random data (compared with the interpreter).
-- ==
-- random input { [100000]i64 [100000]i32 } auto output

def main [n] (is: [n]i64) (vs: [n]i32) = hist (+) 0 1000 (map (\i -> i % 1003) is) vs
