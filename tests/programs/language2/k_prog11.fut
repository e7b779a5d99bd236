-- Everyday kernel program 11 (types, SOAC combinations, loops in maps).
-- ==
-- input { [1i32, 2i32, 3i32] } output { [1i32, 0i32, 1i32] 2i64 }
entry main (xs: []i32) = let m = map (% 2) xs in (m, length (filter (== 1) m))
