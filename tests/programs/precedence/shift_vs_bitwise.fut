-- Shifts bind tighter than bitwise operators.
-- ==
-- input { 1 4 1 } output { 17 0 }
entry main (a: i32) (b: i32) (c: i32) = (a | c << b, a & c << b)
