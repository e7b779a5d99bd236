-- scatter on i32: normal cases, out-of-range indices (ignored), empty arrays.
-- ==
-- input { [0i32, 0i32, 0i32, 0i32, 0i32] [1i64, 3i64] [10i32, 30i32] } output { [0i32, 10i32, 0i32, 30i32, 0i32] }
-- input { [1i32, 2i32, 3i32] [0i64, 1i64, 2i64] [7i32, 8i32, 9i32] } output { [7i32, 8i32, 9i32] }
-- input { [1i32, 2i32, 3i32] [-1i64, 3i64, 100i64, 1i64] [5i32, 6i32, 7i32, 8i32] } output { [1i32, 8i32, 3i32] }
-- input { [1i32, 2i32, 3i32] empty([0]i64) empty([0]i32) } output { [1i32, 2i32, 3i32] }
-- input { empty([0]i32) [0i64, 1i64, -1i64] [4i32, 5i32, 6i32] } output { empty([0]i32) }
-- input { [5i32, 5i32, 5i32, 5i32] [3i64, 2i64, 1i64, 0i64] [0i32, 1i32, 2i32, 3i32] } output { [3i32, 2i32, 1i32, 0i32] }
-- structure { SegScatter 1 Scatter 0 }

def main [n] (dest: *[]i32) (is: [n]i64) (vs: [n]i32) = scatter dest is vs
