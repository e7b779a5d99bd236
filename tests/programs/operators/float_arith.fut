-- Float arithmetic on f32 and f64.
-- ==
-- input { 7.5 2.0 } output { 9.5 5.5 15.0 3.75 1.5 56.25 }
entry main (a: f64) (b: f64) = (a + b, a - b, a * b, a / b, a % b, a ** b)
-- ==
-- entry: f32s
-- input { 7.5f32 2f32 } output { 9.5f32 5.5f32 15f32 3.75f32 1.5f32 56.25f32 }
-- input { 2f32 0.5f32 } output { 2.5f32 1.5f32 1f32 4f32 0f32 1.4142135f32 }
entry f32s (a: f32) (b: f32) = (a + b, a - b, a * b, a / b, a % b, a ** b)
-- Float `%` is floored (the result has the sign of the divisor), like `%`
-- on signed integers.
-- ==
-- entry: fmod_signs
-- input { -7.5 2.0 } output { 0.5 }
-- input { 7.5 -2.0 } output { -0.5 }
-- input { -7.5 -2.0 } output { -1.5 }
-- input { 6.0 3.0 } output { 0.0 }
entry fmod_signs (a: f64) (b: f64) = a % b
