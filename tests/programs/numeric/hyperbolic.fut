-- Hyperbolic functions and their inverses.
-- ==
-- input { 1.0 } output { 1.1752011936438014 1.5430806348152437 0.7615941559557649 0.881373587019543 0.0 }
entry main (x: f64) = (f64.sinh x, f64.cosh x, f64.tanh x, f64.asinh x, f64.acosh x)
-- ==
-- entry: atanh
-- input { 0.5f32 } output { 0.54930615f32 }
entry atanh (x: f32) = f32.atanh x
