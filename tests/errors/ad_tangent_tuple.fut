-- The tangent of a tuple input is a tuple of the same shape.
-- ==
-- error: argument 3 of `jvp`: expected `\(f64, f64\)`, found `f64`
entry main (x: f64) (y: f64) = jvp (\(a, b) -> a * b) (x, y) x
