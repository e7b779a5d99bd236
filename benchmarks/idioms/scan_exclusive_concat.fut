-- | An exclusive prefix sum written as a zero followed by all but the
-- last element of the inclusive scan.
-- ==
-- random input { [10007]i32 } auto output
-- input { [3i32, 1i32, 4i32] } output { [0i32, 3i32, 4i32] }
def main [n] (xs: [n]i32) : [n]i32 =
  let ys = [0] ++ init (scan (+) 0 xs)
  in sized n ys
