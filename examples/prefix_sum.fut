-- | Inclusive prefix sums and the running maximum of an array.
-- ==
-- input { [1i32, 2i32, 3i32, 4i32] } output { [1i32, 3i32, 6i32, 10i32] [1i32, 2i32, 3i32, 4i32] }
-- random input { [1003]i32 } auto output
-- compiled random input { [100000]i32 } auto output

def main (xs: []i32) = (scan (+) 0 xs, scan i32.max i32.lowest xs)
