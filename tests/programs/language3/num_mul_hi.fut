-- mul_hi and mad_hi: the high half of a full product.
-- ==
-- input { 0x40000000i32 8i32 } output { 2i32 5i32 }
-- input { -1i32 -1i32 } output { 0i32 3i32 }

entry main (a: i32) (b: i32) = (i32.mul_hi a b, i32.mad_hi a b 3)

-- ==
-- entry: unsigned
-- input { 0xFFFFFFFFFFFFFFFFu64 2u64 } output { 1u64 }

entry unsigned (a: u64) (b: u64) = u64.mul_hi a b
