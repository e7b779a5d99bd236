-- Comparisons are one left-associative level: `a < b == c` is `(a < b) == c`.
-- ==
-- input { 1 2 true } output { true }
entry main (a: i32) (b: i32) (c: bool) = a < b == c
