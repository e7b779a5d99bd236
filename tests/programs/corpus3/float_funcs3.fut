-- f32/f64 module functions: exp/log, trigonometry, min/max, nan handling,
-- bit casts, lerp, and conversions to and from integers.
-- ==
-- input { 0.5f32 }
-- output { 1.6487212f32 -0.6931472f32 0.87758255f32 0.47942555f32 0.5f32 true 1056964608u32 0.75f32 -3i32 255u8 2.0f64 true 3.0f32 }

entry main (x: f32) =
  ( f32.exp x
  , f32.log x
  , f32.cos x
  , f32.sin x
  , f32.min x (f32.max 0.1 x)
  , f32.isnan (f32.nan + x) && !(f32.isinf x)
  , f32.to_bits x
  , f32.lerp 0.5 1.0 x
  , i32.f32 (-3.7)
  , u8.i32 255
  , f64.f32 (x * 4)
  , f32.abs (f32.atan2 1 1 - f32.pi / 4) < 1e-6
  , f32.from_bits 0x40400000
  )
