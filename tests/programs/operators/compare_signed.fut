-- Comparisons on signed integers.
-- ==
-- input { -1i8 1i8 } output { false true true true false false }
-- input { 5i8 5i8 } output { true false false true false true }
entry main (a: i8) (b: i8) = (a == b, a != b, a < b, a <= b, a > b, a >= b)
-- ==
-- entry: i64s
-- input { -9223372036854775808i64 9223372036854775807i64 } output { false true true true false false }
entry i64s (a: i64) (b: i64) = (a == b, a != b, a < b, a <= b, a > b, a >= b)
