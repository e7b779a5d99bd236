-- hist with min on i32.
-- ==
-- input { 2i64 [1i64, 1i64, 0i64, 4i64] [5i32, -3i32, 7i32, -100i32] } output { [7i32, -3i32] }

def main [n] (k: i64) (is: [n]i64) (vs: [n]i32) = hist i32.min 2147483647 k is vs
