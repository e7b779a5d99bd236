-- scatter on bool (one-byte elements).
-- ==
-- input { [false, false, false, false] [1i64, 2i64, 7i64] [true, true, true] } output { [false, true, true, false] }

def main [n] (dest: *[]bool) (is: [n]i64) (vs: [n]bool) = scatter dest is vs
