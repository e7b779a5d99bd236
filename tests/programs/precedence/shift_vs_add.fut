-- Shifts bind looser than `+`.
-- ==
-- input { 1 2 1 } output { 8 3 }
entry main (a: i32) (b: i32) (c: i32) = (a << b + c, (a << b) - c)
