-- Rounding functions: round is to nearest even, floor, ceil, trunc.
-- ==
-- entry: rounding
-- input { [2.5, 3.5, -2.5, -1.5, 0.4, -0.6] }
-- output { [2.0, 4.0, -2.0, -2.0, 0.0, -1.0] [2.0, 3.0, -3.0, -2.0, 0.0, -1.0] [3.0, 4.0, -2.0, -1.0, 1.0, -0.0] [2.0, 3.0, -2.0, -1.0, 0.0, -0.0] }
-- entry: rounding32
-- input { [2.5f32, -7.25f32] }
-- output { [2f32, -7f32] [2f32, -8f32] [3f32, -7f32] [2f32, -7f32] }

entry rounding (xs: []f64) = (map f64.round xs, map f64.floor xs, map f64.ceil xs, map f64.trunc xs)
entry rounding32 (xs: []f32) = (map f32.round xs, map f32.floor xs, map f32.ceil xs, map f32.trunc xs)
