-- `&&`, `||` and `!` on booleans.
-- ==
-- input { true false } output { false true false true }
-- input { true true } output { true true false false }
-- input { false false } output { false false true true }
entry main (a: bool) (b: bool) = (a && b, a || b, !a, !(a && b))
