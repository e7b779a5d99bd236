-- | An exclusive prefix sum as a zero followed by all but the last
-- element of the inclusive scan: one scan that reads its input shifted.
-- `init` of an empty array is an error, as in Futhark.
-- ==
-- input { [3i32, 1i32, 4i32, 1i32, 5i32] } output { [0i32, 3i32, 4i32, 8i32, 9i32] }
-- input { [7i32] } output { [0i32] }
-- input { empty([0]i32) } error: out of bounds
-- random input { [10007]i32 } auto output
def main [n] (xs: [n]i32) : [n]i32 =
  let ys = [0] ++ init (scan (+) 0 xs)
  in sized n ys
