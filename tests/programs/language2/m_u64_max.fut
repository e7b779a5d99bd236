-- u64 values above 2^63 and doc comments.
-- | Doc comment.
-- ==
-- input { 18446744073709551615u64 } output { 18446744073709551614u64 -1i64 }
entry main (x: u64) = (x - 1, i64.u64 x)
