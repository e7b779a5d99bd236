-- exp, log variants, pow, sqrt, cbrt, hypot.
-- ==
-- input { 8.0f32 } output { 3.0f32 0.90309f32 2.0794415f32 2.0f32 2.828427f32 64.0f32 10.0f32 2.1972246f32 }

entry main (x: f32) =
  (f32.log2 x, f32.log10 x, f32.log x, f32.cbrt x, f32.sqrt x, x ** 2, f32.hypot x 6, f32.log1p x)
