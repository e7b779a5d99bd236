-- The *pi variants of the trigonometric functions.
-- ==
-- input { 0.5f32 }
-- output { 1f32 -1f32 1f32 0.5f32 0f32 0.25f32 0.25f32 0.25f64 }

entry main (h: f32) =
  ( f32.sinpi h, f32.cospi (2 * h), f32.tanpi (h / 2), f32.asinpi 1
  , f32.acospi 1, f32.atanpi 1, f32.atan2pi 1 1, f64.atan2pi 1 1 )
