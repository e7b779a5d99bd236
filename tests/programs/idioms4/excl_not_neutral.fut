-- | Not exclusive scans: the first element is not the operator's
-- neutral element (a prefix sum from 5, a product after a zero), so
-- each stays a scan and a concatenation.
-- ==
-- input { [1i32, 2i32, 3i32] } output { [5i32, 1i32, 3i32] [0i32, 1i32, 2i32] }
-- input { [4i32] } output { [5i32] [0i32] }
-- random input { [1009]i32 } auto output
def main [n] (xs: [n]i32) : ([n]i32, [n]i32) =
  let a = [5] ++ init (scan (+) 0 xs)
  let b = [0] ++ init (scan (*) 1 xs)
  in (sized n a, sized n b)
