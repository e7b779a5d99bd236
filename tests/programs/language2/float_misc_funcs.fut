-- lerp, mad, fma, from_fraction, nextafter, ldexp, copysign, epsilon,
-- to_f64, num_bits, get_bit/set_bit on floats.
-- ==
-- input { 0.25f64 }
-- output { 2.5f64 10f32 10f64 0.25f64 1.0000000000000002f64 12f64 -3f64 2.220446049250313e-16f64 0.25f64 32i32 1i32 -1f64 }

entry main (t: f64) =
  ( f64.lerp 0 10 t, f32.mad 2 3 4, f64.fma 2 3 4, f64.from_fraction 1 4
  , f64.nextafter 1 2, f64.ldexp 1.5 3, f64.copysign 3 (-1), f64.epsilon
  , f32.to_f64 (f32.f64 t), f32.num_bits, f64.get_bit 63 (-1.0), f64.set_bit 63 1.0 1 )
