-- The cotangent passed to vjp has the result's type, not the input's.
-- ==
-- error: argument 3 of `vjp`: expected `f64`
entry main (xs: []f64) = vjp (\xs -> f64.sum xs) xs [1.0, 2.0]
