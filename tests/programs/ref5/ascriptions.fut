-- Type ascriptions on expressions, patterns, loop parameters and lambdas,
-- and size coercions of two-dimensional arrays.
-- ==
-- entry: main
-- input { [1, 2, 3, 4, 5, 6] }
-- output { 3i64 [[1, 2], [3, 4], [5, 6]] 21 7u8 [2, 4, 6, 8, 10, 12] }
-- entry: coerce2d
-- input { 2i64 [[1, 2, 3], [4, 5, 6]] }
-- output { [[1, 2, 3], [4, 5, 6]] }
-- input { 3i64 [[1, 2, 3], [4, 5, 6]] }
-- error: .

def main [n] (xs: [n]i32) =
  let m = (n / 2 : i64)
  let (k: i64, b) : (i64, bool) = (n / 2, true)
  let pairs = unflatten (xs :> [k * 2]i32)
  let total = loop (acc: i32) = 0 for x in xs do acc + x
  let u = (7 : u8)
  let dbl = map (\(x: i32) : i32 -> x * 2) xs
  in (if b then m else 0, pairs :> [k][2]i32, total, u, dbl)
entry coerce2d (n: i64) (a: [][3]i32) = a :> [n][3]i32
