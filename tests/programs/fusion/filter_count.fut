-- Counting: `length (filter p xs)` keeps only the count (one SegRed): the
-- scan and the scatter are dead code.
-- ==
-- input { [1i32, -2i32, 3i32, -4i32, 5i32] } output { 3i64 }
-- input { empty([0]i32) } output { 0i64 }
-- structure { SegRed 1 SegMap 0 SegScan 0 kernels:Screma 0 }

def main (xs: []i32): i64 = length (filter (> 0) xs)
