-- Everyday kernel program 12 (types, SOAC combinations, loops in maps).
-- ==
-- input { [[1i32, 2i32], [3i32, 4i32]] 2i32 } output { [[3i32, 4i32], [5i32, 6i32]] }
entry main (xss: [][]i32) (k: i32) = map (\r -> map (\x -> x + k) r) xss
