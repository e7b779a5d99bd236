-- Type ascriptions on expressions, let bindings, parameters and lambdas.
-- ==
-- input { 3i32 }
-- output { 3i64 4.5f32 [1u8, 2u8] 6i16 }

entry main (x: i32) =
  let a = i64.i32 x : i64
  let b: f32 = 4.5
  let c = [1, 2] : []u8
  let d = (\(y: i16) : i16 -> y * 2) 3
  in (a, b, c, d)
