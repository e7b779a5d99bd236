-- f16 arithmetic and module functions.
-- ==
-- input { 4f16 }
-- output { 2f16 6.5f16 true f16.inf 2f32 }

entry main (x: f16) =
  (f16.sqrt x, x + 2.5, f16.isinf (f16.inf), f16.highest, f32.f16 (x / 2))
