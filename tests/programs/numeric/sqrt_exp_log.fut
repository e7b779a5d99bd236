-- Square root, exponentials and logarithms.
-- ==
-- input { 4.0 } output { 2.0 54.598150033144236 1.3862943611198906 2.0 0.6020599913279624 1.5874010519681994 1.6094379124341003 }
entry main (x: f64) = (f64.sqrt x, f64.exp x, f64.log x, f64.log2 x, f64.log10 x, f64.cbrt x, f64.log1p x)
-- ==
-- entry: f32s
-- input { 9f32 } output { 3f32 8103.084f32 2.1972246f32 }
entry f32s (x: f32) = (f32.sqrt x, f32.exp x, f32.log x)
