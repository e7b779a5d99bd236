-- Float division and remainder, including by zero.
-- ==
-- input { 7.5f64 2.0f64 } output { 3.75f64 1.5f64 }
-- input { 1.0f64 0.0f64 } output { f64.inf f64.nan }

entry main (x: f64) (y: f64) = (x / y, x % y)
