-- Run-time errors: out-of-bounds indexing, failed assertions, bad
-- coercions, division by zero.
-- ==
-- input { [1, 2, 3] 5i64 } error: Index \[5\] out of bounds
-- input { [1, 2, 3] 1i64 } output { 2 }
-- input { [1, 2, 3] -1i64 } error: Assertion is false
-- input { [1, 2] 0i64 } error: .*

def main (xs: []i32) (i: i64) =
  let x = assert (i >= 0) xs[i]
  let ys = xs :> [3]i32
  in x + ys[0] - ys[0]
