-- The f16 module: arithmetic, conversions, its limits and bits, and the
-- functions it shares with f32 and f64 (computed in single precision where
-- the device lacks half precision, as the prelude documents).  `highest` and
-- `lowest` of a float module are the infinities (as in Futhark's prelude,
-- where they are `inf` and `-inf`).
-- ==
-- entry: basics
-- input { [1.5f16, -2f16, 0.25f16] }
-- output { [2.25f16, 4f16, 0.0625f16] [1.2247449f16, f16.nan, 0.5f16] [2f16, -2f16, 0f16] [1f16, -1f16, 1f16] 15872u16 0.25f16 }
-- entry: limits
-- input { 65504f16 }
-- output { f16.inf f16.inf -f16.inf 0.0009765625f16 true 2.0f16 }
-- entry: funs
-- input { 0.5f16 }
-- output { 0.4794255f16 0.87758255f16 1.6487213f16 -0.6931472f16 0.5204999f16 0.5f16 1i32 -1 }

entry basics (xs: []f16) =
  (map (\x -> x * x) xs, map f16.sqrt xs, map f16.round xs, map f16.sgn xs,
   f16.to_bits xs[0], f16.minimum xs * f16.maximum xs / 6 * 0.5f16 |> f16.neg |> f16.max (-0.25))

entry limits (x: f16) =
  (x * 2, f16.highest, f16.lowest, f16.epsilon, f16.isinf (x + x), f16.from_fraction 4 2)

entry funs (x: f16) =
  (f16.sin x, f16.cos x, f16.exp x, f16.log x, f16.erf x, f16.abs (-x), i32.f16 (x * 3),
   t32 (f32.f16 (-x * 3)))
