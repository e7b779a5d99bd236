-- A mixed expression computed by hand from Futhark's table:
-- 1 + 2 * 3 << 1 == 14 && true || false  ->  ((1 + 6) << 1 == 14) && true
-- ==
-- input { 1 } output { true 4 }
entry main (x: i32) = (x + 2 * 3 << 1 == 14 && true || false, x + 8 >> 1 & 7)
