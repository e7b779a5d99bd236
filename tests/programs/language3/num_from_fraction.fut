-- from_fraction, recip, to_i64 and to_f64.
-- ==
-- input { 3i64 4i64 } output { 0.75f32 0.25f64 1i64 0.75f64 }

entry main (a: i64) (b: i64) =
  let q = f32.from_fraction a b
  in (q, f64.recip (f64.i64 b), f32.to_i64 (q + 0.5), f32.to_f64 q)
