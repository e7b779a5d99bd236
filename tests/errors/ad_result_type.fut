-- jvp returns a tangent of the result's type.
-- ==
-- error: expected `f32`, found `f64`
entry main (x: f64) : f32 = jvp f64.sin x 1
