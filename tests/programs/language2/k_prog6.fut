-- Everyday kernel program 6 (types, SOAC combinations, loops in maps).
-- ==
-- input { 1000i64 } output { 499500i64 332833500i64 }
entry main (n: i64) = (i64.sum (iota n), i64.sum (map (\x -> x * x) (iota n)))
