-- The tangent passed to jvp has the input's type.
-- ==
-- error: argument 3 of `jvp`: expected `f64`, found `f32`
entry main (x: f64) = jvp f64.sin x 1f32
