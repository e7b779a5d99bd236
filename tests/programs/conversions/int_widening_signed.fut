-- Widening a signed value sign-extends, also into unsigned types.
-- ==
-- input { -1i8 } output { -1i16 -1i32 -1i64 65535u16 4294967295u32 18446744073709551615u64 }
-- input { 100i8 } output { 100i16 100i32 100i64 100u16 100u32 100u64 }
entry main (x: i8) = (i16.i8 x, i32.i8 x, i64.i8 x, u16.i8 x, u32.i8 x, u64.i8 x)
