-- Bitwise operators bind tighter than comparisons, looser than arithmetic
-- (the table: `x & y == z` is `(x & y) == z`, `x | y + 8` is `x | (y + 8)`).
-- ==
-- input { 6 3 } output { true 2 15 }
entry main (x: i32) (y: i32) = (x & y == 2, x & y, x | y + 8)
