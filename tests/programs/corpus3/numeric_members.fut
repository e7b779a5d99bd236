-- Numeric module members: from_fraction, to_i64, sgn, copysign, ldexp, num_bits, bool conversions, mul_hi, fma, gamma, erf, round, trunc.
-- ==
-- input { 1.0f32 }
-- output { 0.75f32 7i64 2i64 -1.0f32 -3.0f32 12.0f32 32i32 64i32 true 1i32 1u8 0.0f32 1i64 7.0f32 24.0f32 0.0f32 2.0f32 4.0f32 -2.0f32 -4i32 1.0f32 }

entry main (x: f32) =
  ( f32.from_fraction 3 4
  , i32.to_i64 7
  , f32.to_i64 2.9
  , f32.sgn (-2)
  , f32.copysign 3 (-1)
  , f32.ldexp 1.5 3
  , i32.num_bits
  , f64.num_bits
  , bool.i32 3
  , i32.bool true
  , u8.bool true
  , f32.bool false
  , i64.mul_hi 0x7fffffffffffffff 4
  , f32.fma 2 3 1
  , f32.gamma 5
  , f32.erf 0
  , f32.round 2.5
  , f32.round 3.5
  , f32.trunc (-2.7)
  , i32.min 3 (-4)
  , x
  )
