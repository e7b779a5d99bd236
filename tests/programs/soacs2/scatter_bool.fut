-- scatter on bool (one-byte elements).
-- ==
-- input { [false, false, false, false] [1i64, 2i64, 7i64] [true, true, true] } output { [false, true, true, false] }

def main (dest: *[]bool) (is: []i64) (vs: []bool) = scatter dest is vs
