-- A let pattern with a tuple type ascription.
-- ==
-- input { } output { 1i64 2u8 }
entry main = let (a, b): (i64, u8) = (1, 2) in (a, b)
