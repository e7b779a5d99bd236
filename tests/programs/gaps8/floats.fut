-- Language reference probe (gaps8): floats.
-- ==
-- input { } output { true true false 3.1415927f32 1.0e10f64 0.5f64 true }
entry main = (f32.isinf f32.inf, f64.isnan f64.nan, f32.nan == f32.nan, f32.pi, 1e10, 5e-1, 1.0f32 < f32.inf)
