-- The special functions of the float modules at points with known
-- values (results within the test tolerance): abs and sgn of integers
-- (abs of the lowest value wraps to itself, as in C), gamma, lgamma, erf,
-- erfc, hypot, fma, mad, log1p, cbrt, lerp, the pi variants, ldexp,
-- nextafter and epsilon.
-- ==
-- entry: ints
-- input { -9223372036854775808i64 -5i32 0i8 }
-- output { -9223372036854775808i64 5i32 0i8 -1i64 -1i32 0i8 1i8 }
-- entry: special
-- input { 5f64 }
-- output { 24f64 3.1780538303479458f64 0.9999999999984626f64 1.5374597944280349e-12f64 13f64 0.5723649429247001f64 }
-- entry: small
-- input { 1e-10f64 }
-- output { 9.9999999995e-11f64 -0.6931471805599453f64 0f64 -23.025850929940457f64 }
-- entry: arith
-- input { 3f32 4f32 }
-- output { 5f32 13f32 13f32 1.4422495f32 3.5f32 0f32 -1f32 1f32 48f32 }
-- entry: steps
-- input { 1f32 }
-- output { true true 1.1920929e-7f32 2.220446049250313e-16f64 }

entry ints (a: i64) (b: i32) (c: i8) =
  (i64.abs a, i32.abs b, i8.abs c, i64.sgn a, i32.sgn b, i8.sgn c, i8.sgn 100)

entry special (x: f64) =
  (f64.gamma x, f64.lgamma x, f64.erf x, f64.erfc x, f64.hypot x 12, f64.lgamma 0.5)

entry small (x: f64) = (f64.log1p x, f64.log1p (-0.5), f64.log1p 0, f64.log x)

entry arith (a: f32) (b: f32) =
  (f32.hypot a b, f32.fma a b 1, f32.mad a b 1, f32.cbrt a, f32.lerp a b 0.5,
   f32.sinpi a, f32.cospi a, f32.tanpi (a / 12), f32.ldexp a 4)

entry steps (x: f32) =
  (f32.nextafter x 2 > x, f32.nextafter x 0 < x, f32.nextafter x 2 - x, f64.epsilon)
