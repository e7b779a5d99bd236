-- f32 and f64 math functions of the prelude: roots, exponentials, logs,
-- trigonometry, rounding, classification, min/max, and conversions.
-- ==
-- input { [0.25f32, 1f32, 2.5f32, -4f32] }
-- output { [0.5f32, 1f32, 1.5811388f32, 2f32] [-0.3862944f32, 1f32, 1.9162907f32, -1.3862944f32] [0f32, 1f32, 2f32, -4f32] [0f32, 1f32, 2f32, -4f32] [1f32, 1f32, 3f32, -4f32] 1f32 0.7853982f32 [false, true, false, true] 4.0f64 -4i32 }

entry main (xs: []f32) =
  let roots = map (\x -> f32.sqrt (f32.abs x)) xs
  let logs = map (\x -> if x > 0 then f32.log x + f32.exp 0 - 1 + f32.log10 10 else -f32.log2 (f32.abs x) * f32.log 2) xs
  let rounded = map f32.round xs
  let floors = map f32.floor xs
  let ceils = map f32.ceil xs
  let trig = f32.sin (f32.pi / 2) * f32.cos 0 + f32.tan 0
  let at = f32.atan2 1 1
  let nans = map (\x -> f32.isnan (f32.sqrt x) || f32.isinf (1 / (x - 1))) xs
  let d = f64.f32 (f32.maximum (map f32.abs xs))
  in (roots, logs, rounded, floors, ceils, trig, at, nans, d, i32.f32 (f32.minimum xs))
