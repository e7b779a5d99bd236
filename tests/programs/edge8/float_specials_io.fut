-- nan and infinities pass through inputs and outputs, alone, in arrays
-- and inside parallel code.
-- ==
-- entry: id32
-- input { [f32.nan, f32.inf, -f32.inf, 1f32] } output { [f32.nan, f32.inf, -f32.inf, 1f32] }
-- entry: double
-- input { [f64.nan, f64.inf, -f64.inf, -0.5f64] } output { [f64.nan, f64.inf, -f64.inf, -1f64] }
-- entry: classify
-- input { [f32.nan, f32.inf, -f32.inf, 0f32, -1e-40f32] } output { [true, false, false, false, false] [false, true, true, false, false] [false, false, false, true, true] }
-- entry: scalars
-- input { f32.nan -f64.inf } output { f32.nan f64.inf }
-- entry: sum_with_nan
-- input { [1f32, f32.nan, 2f32] } output { f32.nan }
-- input { [1f32, f32.inf, 2f32] } output { f32.inf }
-- input { [f32.inf, -f32.inf] } output { f32.nan }

entry id32 (xs: []f32) = xs
entry double (xs: []f64) = map (* 2) xs
entry classify (xs: []f32) = (map f32.isnan xs, map f32.isinf xs, map f32.isfinite xs)
entry scalars (x: f32) (y: f64) = (x + 1, -y)
entry sum_with_nan (xs: []f32) = f32.sum xs
