-- nan and infinities from arithmetic and as constants.
-- ==
-- input { 1.0 0.0 } output { f64.inf -f64.inf f64.nan true true false }
entry main (a: f64) (b: f64) =
  (a / b, -a / b, b / b, f64.isnan (b / b), f64.isinf (a / b), f64.isinf a)
-- ==
-- entry: nan_compare
-- input { 1f32 } output { false true false false false false }
entry nan_compare (x: f32) =
  let n = f32.nan
  in (n == n, n != n, n < x, n > x, n <= x, n >= x)
-- ==
-- entry: inf_arith
-- input { 2f32 } output { f32.inf f32.nan f32.inf 0f32 true }
entry inf_arith (x: f32) =
  (f32.inf * x, f32.inf - f32.inf, f32.inf + x, x / f32.inf, f32.highest == f32.inf)
