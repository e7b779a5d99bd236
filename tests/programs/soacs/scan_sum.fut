-- Inclusive prefix sums.
-- ==
-- input { [1i32, 2i32, 3i32, 4i32] } output { [1i32, 3i32, 6i32, 10i32] }
-- input { empty([0]i32) } output { empty([0]i32) }
-- random input { [1000]i32 } auto output
-- compiled random input { [300001]i32 } auto output
-- structure { SegScan 1 }

def main (xs: []i32) = scan (+) 0 xs
