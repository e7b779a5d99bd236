-- fma, mad and lerp.
-- ==
-- input { 2.0f32 3.0f32 4.0f32 } output { 10.0f32 10.0f32 5.0f32 }
-- input { 0.5f32 10.0f32 20.0f32 } output { 25.0f32 25.0f32 15.0f32 }

entry main (a: f32) (b: f32) (c: f32) =
  (f32.fma a b c, f32.mad a b c, f32.lerp b c a)
