-- Floating-point edge cases.  `min` and `max` return the other operand
-- when one is NaN (C's fmin/fmax, which Futhark and OpenCL follow; the
-- prelude is silent); comparisons with NaN are false; `round` rounds
-- halfway cases to even (documented); converting NaN or an infinity to an
-- integer gives 0 (documented for the `float` module type).
-- ==
-- entry: minmax
-- input { [1f32, -1f32, 0f32] }
-- output { [1f32, -1f32, 0f32] [1f32, -1f32, 0f32] [f32.inf, f32.inf, f32.inf] [-1f32, -1f32, -1f32] [false, false, false] [true, true, true] }
-- entry: rounding
-- input { [0.5f32, 1.5f32, 2.5f32, -0.5f32, -2.5f32, 2.6f32, -2.4f32] }
-- output { [0f32, 2f32, 2f32, -0f32, -2f32, 3f32, -2f32] [0f32, 1f32, 2f32, -0f32, -2f32, 2f32, -2f32] [1f32, 2f32, 3f32, -0f32, -2f32, 3f32, -2f32] [0f32, 1f32, 2f32, -1f32, -3f32, 2f32, -3f32] }
-- entry: nanconv
-- input { 2.9f32 -2.9f64 }
-- output { 2i32 -2i64 0i32 0i64 2u8 }
-- entry: classify
-- input { [1f64, 0f64, -1f64] }
-- output { [false, false, false] [false, true, false] [1f64, 0f64, -1f64] [-1f64, -0f64, -1f64] [3f64, 3f64, -3f64] [false, true, false] }

entry minmax (xs: []f32) =
  (map (\x -> f32.min x f32.nan) xs, map (f32.max f32.nan) xs,
   map (f32.max f32.inf) xs, map (\x -> f32.min (-1) (f32.max x (-f32.inf))) xs,
   map (\x -> x < f32.nan || x > f32.nan || x == f32.nan) xs,
   map (\x -> f32.nan != x) xs)

entry rounding (xs: []f32) =
  (map f32.round xs, map f32.trunc xs, map f32.ceil xs, map f32.floor xs)

entry nanconv (a: f32) (b: f64) =
  (i32.f32 a, i64.f64 b, i32.f32 (a / 0 - a / 0), i64.f64 (b / 0), u8.f32 a)

entry classify (xs: []f64) =
  (map (\x -> f64.isinf (x / 1)) xs, map (\x -> f64.isnan (x / x)) xs,
   map f64.sgn xs, map (\x -> f64.copysign x (-1)) xs, map (f64.copysign 3) xs,
   map (\x -> f64.isnan (x * f64.inf)) xs)
