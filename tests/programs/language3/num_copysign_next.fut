-- copysign, nextafter and ldexp.
-- ==
-- input { 3.0f32 -1.0f32 } output { -3.0f32 true 12.0f32 0.375f32 }
-- input { -2.0f32 5.0f32 } output { 2.0f32 true -8.0f32 -0.25f32 }

entry main (x: f32) (y: f32) =
  let n = f32.nextafter x y
  in (f32.copysign x y, (n > x) == (y > x) && n != x, f32.ldexp x 2, f32.ldexp x (-3))

-- ==
-- entry: step64
-- input { 1.0f64 } output { true }

entry step64 (x: f64) = f64.nextafter x 2.0 - x == f64.epsilon
