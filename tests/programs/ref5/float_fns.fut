-- Functions of the float modules with exactly known results.
-- ==
-- entry: algebra
-- input { 3.0 4.0 }
-- output { -3.0 3.0 2.5 10.0 10.0 0.25 0.75 5.0 3.0 }
-- entry: logs
-- input { 8.0 }
-- output { 3.0 3.0 0.0 1.0 2.0794415416798357 }
-- entry: trig
-- input { 1.0 }
-- output { 0.7853981633974483 1.0 -1.0 0.0 0.25 0.5 }
-- entry: special
-- input { 5.0 }
-- output { 24.0 0.0 0.0 1.0 12.0 1.0000000000000002 }
-- entry: consts
-- input {}
-- output { 3.141592653589793 2.718281828459045 2.220446049250313e-16 1.1920929e-7f32 }
-- entry: f32fns
-- input { -2f32 }
-- output { 2f32 1.4142135f32 -0.5f32 5f32 -0.5f32 -8f32 }

entry algebra (x: f64) (y: f64) =
  (f64.copysign x (-0.0), f64.copysign (-x) 1, f64.lerp 2 4 0.25, f64.mad 2 x y, f64.fma 2 x y,
   f64.recip y, f64.from_fraction 3 4, f64.hypot x y, f64.cbrt 27)
entry logs (x: f64) = (f64.log2 x, f64.log10 1000, f64.log1p 0, f64.log f64.e, f64.log x)
entry trig (x: f64) = (f64.atan2 x x, f64.sinpi 0.5, f64.cospi x, f64.sin 0, f64.atanpi x, f64.acospi 0.0 )
entry special (x: f64) = (f64.gamma x, f64.lgamma 1, f64.erf 0, f64.erfc 0, f64.ldexp 1.5 3, f64.nextafter 1 2)
entry consts = (f64.pi, f64.e, f64.epsilon, f32.epsilon)
entry f32fns (x: f32) =
  (f32.abs x, f32.sqrt (-x), f32.recip x, f32.lerp 3 7 0.5, f32.copysign 0.5 x, f32.ldexp x 2)
