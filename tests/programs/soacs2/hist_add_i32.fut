-- hist with + on i32 (atomic_add), out-of-range indices ignored, empty inputs.
-- ==
-- input { 4i64 [0i64, 1i64, 1i64, 3i64, 3i64, 3i64] [1i32, 2i32, 3i32, 4i32, 5i32, 6i32] } output { [1i32, 5i32, 0i32, 15i32] }
-- input { 3i64 [-1i64, 3i64, 2i64, 2i64] [100i32, 200i32, 1i32, 2i32] } output { [0i32, 0i32, 3i32] }
-- input { 3i64 empty([0]i64) empty([0]i32) } output { [0i32, 0i32, 0i32] }
-- input { 0i64 [0i64, 1i64] [1i32, 2i32] } output { empty([0]i32) }
-- structure { SegHist 1 Hist 0 }

def main [n] (k: i64) (is: [n]i64) (vs: [n]i32) = hist (+) 0 k is vs
