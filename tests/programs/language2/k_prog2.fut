-- Everyday kernel program 2 (types, SOAC combinations, loops in maps).
-- ==
-- input { [1f64, 4f64, 9f64] } output { [1f64, 2f64, 3f64] [0f64, 1.3862943611198906f64, 2.1972245773362196f64] [1i64, 2i64, 3i64] }
entry main (xs: []f64) = (map f64.sqrt xs, map f64.log xs, map (f64.sqrt >-> f64.round >-> i64.f64) xs)
