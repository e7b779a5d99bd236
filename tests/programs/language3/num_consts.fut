-- Mathematical constants and module reductions over floats.
-- ==
-- input { [1.0f32, 2.0f32, 4.0f32] } output { 7.0f32 8.0f32 4.0f32 1.0f32 true true }

entry main (xs: []f32) =
  ( f32.sum xs, f32.product xs, f32.maximum xs, f32.minimum xs
  , f64.abs (f64.e - 2.718281828459045) < 1e-12
  , f32.cos f32.pi == -1 )
