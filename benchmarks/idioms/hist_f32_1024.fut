-- | A weighted histogram of f32 values into 1024 bins.
-- ==
-- input { [0i64, 3i64, 3i64, 1023i64] [1f32, 2f32, 3f32, 4f32] } auto output
def main [n] (is: [n]i64) (ws: [n]f32) : [1024]f32 = hist (+) 0 1024 is ws
