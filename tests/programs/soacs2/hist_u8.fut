-- hist on u8 (8-bit elements: one work item on OpenCL).
-- ==
-- input { [0i64, 1i64, 1i64, 2i64] [250u8, 3u8, 4u8, 1u8] } output { [250u8, 7u8, 1u8] }

def main [n] (is: [n]i64) (vs: [n]u8) = hist (+) 0u8 3 is vs
