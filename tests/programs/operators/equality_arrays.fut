-- Equality on scalars of every kind; a bool result from arithmetic.
-- ==
-- input { 3i16 3i16 2u64 3u64 } output { true false }
entry main (a: i16) (b: i16) (c: u64) (d: u64) = (a == b, c == d)
