-- Everyday kernel program 8 (types, SOAC combinations, loops in maps).
-- ==
-- input { [3i32, 1i32, 2i32] } output { [0i32, 3i32, 4i32] 6i32 }
entry main (xs: []i32) = let s = scan (+) 0 xs in (map2 (-) s xs, last s)
