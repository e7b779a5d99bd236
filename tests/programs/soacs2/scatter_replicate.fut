-- scatter into a fresh array.
-- ==
-- input { 5i64 [4i64, 0i64, 2i64] [1i32, 2i32, 3i32] } output { [2i32, 0i32, 3i32, 0i32, 1i32] }
-- input { 0i64 [0i64] [1i32] } output { empty([0]i32) }

def main [m] (n: i64) (is: [m]i64) (vs: [m]i32) = scatter (replicate n 0i32) is vs
