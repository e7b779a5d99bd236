-- Booleans compare with false < true.
-- ==
-- input { false true } output { false true true true false false }
-- input { true true } output { true false false true false true }
entry main (a: bool) (b: bool) = (a == b, a != b, a < b, a <= b, a > b, a >= b)
