-- Everyday kernel program 13 (types, SOAC combinations, loops in maps).
-- ==
-- input { [4i64, 0i64, 2i64] } output { [1i32, 0i32, 1i32, 0i32, 1i32] }
entry main (is: []i64) = scatter (replicate 5 0) is (map (const 1) is)
