-- Hyperbolic functions and their inverses round-trip.
-- ==
-- input { [0.5f64, 1.0f64, 2.0f64] } output { true true true }

def close (a: f64) (b: f64) = f64.abs (a - b) < 1e-9

entry main (xs: []f64) =
  ( all (\x -> close (f64.asinh (f64.sinh x)) x) xs
  , all (\x -> close (f64.acosh (f64.cosh x)) x) xs
  , all (\x -> close (f64.atanh (f64.tanh x)) x) xs )
