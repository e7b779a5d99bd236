-- | A histogram of counts with few bins (16), indices given.
-- ==
-- input { [0i64, 3i64, 3i64, 15i64, 16i64, -1i64] } output { [1i32, 0i32, 0i32, 2i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 1i32] }
def main [n] (is: [n]i64) : [16]i32 = hist (+) 0 16 is (replicate n 1)
