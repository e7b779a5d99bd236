-- hist with max on i32.
-- ==
-- input { 3i64 [0i64, 0i64, 1i64, 2i64, 2i64] [-5i32, 7i32, 3i32, -1i32, -9i32] } output { [7i32, 3i32, -1i32] }

def main [n] (k: i64) (is: [n]i64) (vs: [n]i32) = hist i32.max (-2147483648) k is vs
