-- scatter on u8.
-- ==
-- input { [1u8, 2u8, 3u8] [2i64, 0i64] [200u8, 255u8] } output { [255u8, 2u8, 200u8] }

def main [n] (dest: *[]u8) (is: [n]i64) (vs: [n]u8) = scatter dest is vs
