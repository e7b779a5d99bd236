-- jvp differentiates a function.
-- ==
-- error: argument 1 of `jvp`: expected `.* -> .*`, found `f64`
entry main (x: f64) : f64 = jvp x x 1
