-- Transcendental functions of f64.
-- ==
-- input { 1f64 }
-- output { 0.7853981633974483f64 5f64 24f64 3.1780538303479458f64 0f64 1f64 3f64 3f64 0f64 3f64 1f64 0f64 1f64 0f64 0f64 0f64 0.5f64 2.718281828459045f64 }

entry main (one: f64) =
  ( f64.atan2 one one, f64.hypot (3 * one) 4, f64.gamma 5, f64.lgamma 5
  , f64.erf 0, f64.erfc 0, f64.log2 8, f64.log10 1000, f64.log1p 0
  , f64.cbrt 27, f64.exp 0, f64.sin 0, f64.cosh 0, f64.asinh 0
  , f64.acosh one, f64.atanh 0, f64.rsqrt 4, f64.e )
