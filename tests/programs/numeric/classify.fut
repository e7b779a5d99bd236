-- isnan, isinf, isfinite.
-- ==
-- input { 1.0 0.0 } output { false false true true false false false true false }
entry main (a: f64) (b: f64) =
  let n = b / b
  let i = a / b
  in (f64.isnan a, f64.isinf a, f64.isfinite a,
      f64.isnan n, f64.isinf n, f64.isfinite n,
      f64.isnan i, f64.isinf i, f64.isfinite i)
