-- popc, clz, ctz, get_bit, set_bit, num_bits of the integral modules.
-- ==
-- entry: popc
-- input { -1 11u8 0i64 -128i8 }
-- output { 32 3 0 1 }
-- entry: clz
-- input { 1 0 1u8 0i64 -1i16 }
-- output { 31 32 7 64 0 }
-- entry: ctz
-- input { 8 0 0u16 -9223372036854775808i64 }
-- output { 3 32 16 63 }
-- entry: bits
-- input { 8 }
-- output { 1 0 9 128u8 -128i8 0 16 64 }

entry popc (a: i32) (b: u8) (c: i64) (d: i8) = (i32.popc a, u8.popc b, i64.popc c, i8.popc d)
entry clz (a: i32) (b: i32) (c: u8) (d: i64) (e: i16) = (i32.clz a, i32.clz b, u8.clz c, i64.clz d, i16.clz e)
entry ctz (a: i32) (b: i32) (c: u16) (d: i64) = (i32.ctz a, i32.ctz b, u16.ctz c, i64.ctz d)
entry bits (x: i32) =
  (i32.get_bit 3 x, i32.get_bit 2 x, i32.set_bit 0 x 1, u8.set_bit 7 0u8 1, i8.set_bit 7 0i8 1,
   i32.set_bit 3 x 0, i16.num_bits, u64.num_bits)
