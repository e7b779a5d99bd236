-- hist with a bitwise-or lambda (compare-and-swap).
-- ==
-- input { [0i64, 0i64, 1i64] [1i32, 6i32, 8i32] } output { [7i32, 8i32] }

def main [n] (is: [n]i64) (vs: [n]i32) = hist (\a b -> a | b) 0 2 is vs
