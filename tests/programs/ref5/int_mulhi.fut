-- mul_hi and mad_hi: the high half of the double-width product.
-- ==
-- entry: unsigned
-- input { 2147483648u32 4u32 200u8 }
-- output { 2u32 156u8 157u8 0u32 }
-- entry: signed
-- input { -1 1 100i8 }
-- output { -1 39i8 -1i8 0 }
-- entry: wide
-- input { 18446744073709551615u64 -9223372036854775808i64 }
-- output { 18446744073709551614u64 4611686018427387904i64 }

entry unsigned (a: u32) (b: u32) (c: u8) = (u32.mul_hi a b, u8.mul_hi c c, u8.mad_hi c c 1, u32.mul_hi b b)
entry signed (a: i32) (b: i32) (c: i8) = (i32.mul_hi a b, i8.mul_hi c c, i8.mul_hi c (-1), i32.mad_hi a b 1)
entry wide (a: u64) (b: i64) = (u64.mul_hi a a, i64.mul_hi b b)
