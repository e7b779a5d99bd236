-- reduce_by_index adds into an existing array.
-- ==
-- input { [10i32, 20i32, 30i32] [0i64, 2i64, 2i64, 7i64] [1i32, 2i32, 3i32, 4i32] } output { [11i32, 20i32, 35i32] }

def main [n] (dest: *[]i32) (is: [n]i64) (vs: [n]i32) = reduce_by_index dest (+) 0 is vs
