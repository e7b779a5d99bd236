-- Everyday kernel program 15 (types, SOAC combinations, loops in maps).
-- ==
-- input { 3i64 4i64 } output { [[0i64, 1i64, 2i64, 3i64], [4i64, 5i64, 6i64, 7i64], [8i64, 9i64, 10i64, 11i64]] }
entry main (n: i64) (m: i64) = unflatten (iota (n * m))
