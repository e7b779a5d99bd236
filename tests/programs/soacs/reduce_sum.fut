-- Parallel sum of integers (sizes around work-group multiples).
-- ==
-- input { [1i32, 2i32, 3i32, 4i32] } output { 10i32 }
-- input { empty([0]i32) } output { 0i32 }
-- input { [7i32] } output { 7i32 }
-- random input { [255]i32 } auto output
-- random input { [256]i32 } auto output
-- random input { [257]i32 } auto output
-- compiled random input { [1000001]i32 } auto output
-- structure { SegRed 1 }

def main (xs: []i32) = reduce (+) 0 xs
