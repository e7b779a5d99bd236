-- Trigonometric functions and their inverses.
-- ==
-- input { 1.0 0.5 } output { 0.8414709848078965 0.5403023058681398 1.5574077246549023 0.5235987755982989 1.0471975511965979 0.7853981633974483 }
entry main (x: f64) (y: f64) = (f64.sin x, f64.cos x, f64.tan x, f64.asin y, f64.acos y, f64.atan x)
-- ==
-- entry: atan2
-- input { 1f32 1f32 } output { 0.7853982f32 }
-- input { 1f32 -1f32 } output { 2.3561945f32 }
entry atan2 (y: f32) (x: f32) = f32.atan2 y x
