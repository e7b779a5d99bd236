-- reduce_by_index with * (compare-and-swap on i32).
-- ==
-- input { [1i32, 1i32, 1i32] [0i64, 0i64, 2i64] [2i32, 3i32, 4i32] } output { [6i32, 1i32, 4i32] }

def main [n] (dest: *[]i32) (is: [n]i64) (vs: [n]i32) = reduce_by_index dest (*) 1 is vs
