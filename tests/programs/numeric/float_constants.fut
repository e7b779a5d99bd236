-- Float constants of the numeric modules.
-- ==
-- input { } output { 3.1415927f32 2.718281828459045 f32.inf -f64.inf true f64.inf }
entry main = (f32.pi, f64.e, f32.inf, -f64.inf, f32.isnan f32.nan, f64.highest)
