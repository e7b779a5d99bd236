-- The f16 numeric functions in a kernel: each computes in float and rounds
-- its result to f16.
-- ==
-- input { [0.5f16, 1.5f16, -2.25f16, 100f16, 0.001f16] } auto output
-- random input { [100]f16 } auto output
def main (xs: []f16) =
  map (\x -> let a = f16.abs x + 0.1f16
             in [f16.sqrt a, f16.exp (x / 50f16), f16.log a, f16.log2 a, f16.log10 a, f16.sin x, f16.cos x, f16.tan (x / 100f16),
                 f16.asin (x / 200f16), f16.acos (x / 200f16), f16.atan x, f16.sinh (x / 50f16), f16.cosh (x / 50f16), f16.tanh x,
                 f16.atan2 x a, f16.pow a 1.5f16, f16.floor x, f16.ceil x, f16.trunc x, f16.round x, f16.hypot x a,
                 f16.cbrt x, f16.log1p a, f16.min x a, f16.max x a, f16.sgn x, -x,
                 f16.mad x a 1f16, f16.lerp x a 0.25f16, f16.copysign a x, f16.erf x, f16.gamma a, f16.lgamma a,
                 f16.i8 (i8.f16 x), f16.u64 (u64.f16 a), f16.f64 (f64.f16 x * 1.1), x ** 2f16, x % 0.7f16,
                 f16.fma x a 0.5f16, f16.asinh x, f16.acosh (a + 1f16), f16.atanh (x / 200f16)]) xs
