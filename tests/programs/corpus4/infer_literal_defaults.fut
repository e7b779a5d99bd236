-- Unconstrained literals default to i32 and f64; a literal takes the type
-- its use demands.
-- ==
-- input { 2u8 }
-- output { 3i32 2.5f64 4u8 6i64 0.5f32 }

entry main (x: u8) =
  let a = 1 + 2
  let b = 2.0 + 0.5
  let c = x + 2
  let d = length [1, 2, 3] * 2
  let e : f32 = 1 / 2
  in (a, b, c, d, e)
