-- r32, t32, r64, t64, opaque, trace, manifest.
-- ==
-- input { 7i32 2.9f32 }
-- output { 7f32 2i32 7f64 -2i32 7i32 [1i32] }

entry main (x: i32) (y: f32) =
  (r32 x, t32 y, r64 x, t64 (f64.f32 (-y)), opaque (trace x), manifest [1])
