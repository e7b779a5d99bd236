-- fma, mad, lerp, hypot, copysign, pow.
-- ==
-- input { 2.0 3.0 4.0 } output { 10.0 10.0 5.0 5.0 -2.0 8.0 }
entry main (a: f64) (b: f64) (c: f64) =
  (f64.fma a b c, f64.mad a b c, f64.lerp a c 1.5, f64.hypot b c, f64.copysign a (-1.0), f64.pow a b)
-- ==
-- entry: f32s
-- input { 1f32 3f32 0.25f32 } output { 1.5f32 }
entry f32s (a: f32) (b: f32) (t: f32) = f32.lerp a b t
