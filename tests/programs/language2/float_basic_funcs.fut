-- Rounding and simple functions of f64.
-- ==
-- input { 2.5f64 -2.7f64 }
-- output { 2f64 -3f64 2f64 -3f64 3f64 -2f64 2f64 -2f64 0.4f64 -1f64 1f64 2.5f64 -2.7f64 2.7f64 -2.5f64 2i64 }

entry main (x: f64) (y: f64) =
  ( f64.round x, f64.round y, f64.floor x, f64.floor y, f64.ceil x, f64.ceil y
  , f64.trunc x, f64.trunc y, f64.recip x, f64.sgn y, f64.sgn x
  , f64.max x y, f64.min x y, f64.abs y, f64.neg x, f64.to_i64 x )
