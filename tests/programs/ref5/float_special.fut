-- Infinities, nan and negative zero: arithmetic, comparisons and printing.
-- ==
-- entry: divs
-- input { 1.0 0.0 }
-- output { f64.inf -f64.inf f64.nan -f64.inf }
-- entry: cmp
-- input { 0f32 }
-- output { false true false false true true }
-- entry: negzero
-- input { 0.0 }
-- output { -0.0 9223372036854775808u64 0u64 true }
-- entry: consts
-- input {}
-- output { f32.inf -f32.inf f64.inf true true false }
-- entry: nan_in
-- input { f32.nan -f64.inf } output { true true }

entry divs (x: f64) (z: f64) = (x / z, -x / z, z / z, x / -z)
entry cmp (z: f32) =
  let n = z / z
  in (n == n, n != n, n < 1, n >= 1, f32.isnan n, f32.isinf (1 / z))
entry negzero (z: f64) = (-z, f64.to_bits (-z), f64.to_bits z, -z == z)
entry consts = (f32.inf, -f32.inf, f64.highest, f32.lowest == -f32.inf, f64.isnan f64.nan, f64.isinf f64.nan)
entry nan_in (x: f32) (y: f64) = (f32.isnan x, y < 0)
