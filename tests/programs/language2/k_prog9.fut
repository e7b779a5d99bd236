-- Everyday kernel program 9 (types, SOAC combinations, loops in maps).
-- ==
-- input { 5i64 } output { [1i64, 1i64, 2i64, 6i64, 24i64] }
entry main (n: i64) = map (\i -> loop acc = 1 for j < i do acc * (j + 1)) (iota n)
