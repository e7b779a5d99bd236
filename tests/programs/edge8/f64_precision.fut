-- f64 keeps double precision everywhere: constants, arithmetic in kernels,
-- and the bits of the results.
-- ==
-- entry: bits
-- input { 0.1f64 0.2f64 } output { 4591870180066957722u64 4599075939470750516u64 false }
-- entry: big_plus_one
-- input { 1e16f64 } output { true false }
-- entry: harmonic
-- input { 1000i64 } output { 7.485470860550343f64 }
-- entry: not_f32
-- input { 0.1f64 } output { 1036831949u32 false true }
-- entry: tiny
-- input { 5e-324f64 } output { 1u64 true 0f64 }

entry bits (a: f64) (b: f64) = (f64.to_bits a, f64.to_bits (a + b), a + b == 0.3)
entry big_plus_one (x: f64) = (x + 1 == x, x + 2 == x)
entry harmonic (n: i64) = f64.sum (map (\i -> 1 / f64.i64 (i + 1)) (iota n))
entry not_f32 (x: f64) = (f32.to_bits (f32.f64 x), f64.f32 (f32.f64 x) == x, f64.f32 (f32.f64 0.5) == 0.5)
entry tiny (x: f64) = (f64.to_bits x, x > 0, x / 2)
