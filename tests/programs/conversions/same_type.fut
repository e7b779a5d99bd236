-- Converting to the same type is the identity.
-- ==
-- input { -5 7u64 } output { -5 7u64 }
entry main (a: i32) (b: u64) = (i32.i32 a, u64.u64 b)
