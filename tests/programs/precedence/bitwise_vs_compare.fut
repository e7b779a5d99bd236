-- Bitwise operators bind tighter than comparisons (unlike C).
-- ==
-- input { 6 3 2 } output { true true }
entry main (a: i32) (b: i32) (c: i32) = (a & b == c, a | b != c)
