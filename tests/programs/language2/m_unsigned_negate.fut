-- Negation of an unsigned integer wraps.
-- ==
-- input { 5u32 } output { 4294967291u32 }
entry main (x: u32) = -x
