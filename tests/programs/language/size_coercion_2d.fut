-- Coercing a filtered array to a size known elsewhere, and coercing the
-- inner dimension of a two-dimensional array.
-- ==
-- input { [[1i32, 2i32], [3i32, 4i32]] 2i64 } output { [[1i32, 2i32], [3i32, 4i32]] 10i32 }
-- input { [[1i32, 2i32], [3i32, 4i32]] 3i64 } error: .
-- input { [[1i32, -2i32], [3i32, 4i32]] 2i64 } error: .

entry main [n] [k] (xss: [n][k]i32) (m: i64) =
  let ys = xss :> [n][m]i32
  let pos = filter (> 0) (flatten xss) :> [n * k]i32
  in (ys, i32.sum pos)
