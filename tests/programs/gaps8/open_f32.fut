-- `open` a numeric module at the top level (its operators too).
open f32
-- ==
-- input { 4f32 } output { 2f32 true 16f32 }
entry main (x: f32) = (sqrt x, isinf (x / 0), x * x)
