-- Type ascriptions on expressions, let patterns, lambda parameters and the
-- result of lambdas.
-- ==
-- input { 3 }
-- output { 3i64 -4i8 [1.0f32, 2.0f32] 6u16 }

entry main (n: i32) =
  let (a: i64, b) = (i64.i32 n, 2)
  let f = \x : i8 -> -x
  let g = \(x: f32) : f32 -> x + 1
  in (a, f (i8.i32 (b + 2)), map g [0, 1], (u16.i32 n * 2 : u16))
