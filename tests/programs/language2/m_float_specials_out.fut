-- nan and infinities as results.
-- ==
-- input { 0f32 } output { f32.nan -f32.inf f32.inf }
entry main (x: f32) = (x / x, -1 / x, 1 / x)
