-- Comparisons on floats, including signed zeros and infinities.
-- ==
-- input { 1.5 2.5 } output { false true true true false false }
-- input { 0.0 -0.0 } output { true false false true false true }
-- input { -1.0 -1.0 } output { true false false true false true }
entry main (a: f64) (b: f64) = (a == b, a != b, a < b, a <= b, a > b, a >= b)
-- ==
-- entry: f32s
-- input { -0.5f32 0.25f32 } output { false true true true false false }
entry f32s (a: f32) (b: f32) = (a == b, a != b, a < b, a <= b, a > b, a >= b)
