-- Everyday kernel program 10 (types, SOAC combinations, loops in maps).
-- ==
-- input { [1f32, 2f32, 3f32] } output { [0.5f32, 1f32, 1.5f32] 1.4142135f32 }
entry main (xs: []f32) = let n = f32.sqrt (f32.sum (map (** 2) xs) - 12) in (map (/ 2) xs, n)
