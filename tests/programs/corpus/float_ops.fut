-- Floating-point functions from the prelude; f32, f64 and conversions.
-- ==
-- input { 2.0f32 } output { 1.4142135f32 4.0f64 3i32 true 0.5f32 }

def main (x: f32) =
  let a = f32.sqrt x
  let b = f64.f32 x ** 2
  let c = t32 (x + 1.5)
  let d = f32.abs (f32.sin 0) == 0 && f32.round 2.5 == 2
  let e = f32.max 0.25 (1 / x)
  in (a, b, i32.f32 (f32.i32 c), d, e)
