-- | A histogram of counts with many bins (65536), `reduce_by_index`.
-- ==
-- input { [0i64, 3i64, 3i64, 65535i64] } auto output
def main [n] (is: [n]i64) : [65536]i32 =
  reduce_by_index (replicate 65536 0) (+) 0 is (replicate n 1)
