-- | The scan's input updated in place after the scan: the exclusive
-- form must read the values the scan read.
-- ==
-- input { [1i32, 2i32, 3i32] } output { [0i32, 1i32, 3i32] [100i32, 2i32, 3i32] }
-- input { [4i32] } output { [0i32] [100i32] }
def main [n] (xs: *[n]i32) : ([n]i32, [n]i32) =
  let s = scan (+) 0 xs
  let xs[0] = 100
  in (sized n ([0] ++ init s), xs)
