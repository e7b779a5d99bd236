-- mul_hi: the high half of the double-width product; mad_hi adds.
-- ==
-- input { 4294967295u32 2u32 } output { 1u32 6u32 }
entry main (a: u32) (b: u32) = (u32.mul_hi a b, u32.mad_hi a b 5u32)
-- ==
-- entry: signed
-- input { -1 -1 } output { 0 }
-- input { -2147483648 2 } output { -1 }
entry signed (a: i32) (b: i32) = i32.mul_hi a b
