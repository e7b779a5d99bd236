-- Loops that run zero times return the initial value.
-- ==
-- input { 0 } output { 7 7 }
entry main (n: i32) = (loop a = 7 for i < n do a + i, loop a = 7 while a < n do a + 1)
