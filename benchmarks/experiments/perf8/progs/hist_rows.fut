-- perf8: a 16-bin histogram of the low digit of each row (blocks of 256).
def digit (x: u32) : i64 = i64.u32 (x & 15)
def main [n][m] (blocks: [n][m]u32) : [n][16]i32 =
  map (\row -> hist (+) 0 16 (map digit row) (replicate m 1)) blocks
