-- Everyday kernel program 14 (types, SOAC combinations, loops in maps).
-- ==
-- input { [1f32, 2f32, 3f32, 4f32] } output { [1.5f32, 2.5f32, 3.5f32] }
entry main [n] (xs: [n]f32) = map (\i -> (xs[i] + xs[i + 1]) / 2) (iota (n - 1))
