-- epsilon is the gap between 1 and the next float.
-- ==
-- input { } output { true true true }
entry main = (1f32 + f32.epsilon != 1f32, 1.0 + f64.epsilon / 4.0 == 1.0, f64.epsilon < 1e-15)
