-- Trigonometry with pi-scaled variants and inverses.
-- ==
-- input { 0.5f64 } output { 1.0f64 0.5f64 0.16666666666666666f64 0.5f64 0.25f64 }

entry main (x: f64) =
  (f64.sinpi x, f64.cospi (x / 1.5), f64.asinpi x, f64.sin (x * f64.pi / 3), f64.atan2pi x x)
