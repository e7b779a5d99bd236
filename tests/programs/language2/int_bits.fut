-- Bit functions of the integer modules: popc, clz, ctz, get_bit, set_bit,
-- num_bits, not.
-- ==
-- input { 12i32 }
-- output { 2i32 28i32 2i32 1i32 13i32 32i32 -13i32 8i32 7i32 63i32 64i32 0i32 }
-- input { 0i32 }
-- output { 0i32 32i32 32i32 0i32 1i32 32i32 -1i32 8i32 7i32 63i32 64i32 0i32 }

entry main (x: i32) =
  ( i32.popc x, i32.clz x, i32.ctz x, i32.get_bit 2 x, i32.set_bit 0 x 1
  , i32.num_bits, i32.not x, u8.popc 255u8, u8.clz 1u8, u64.clz 1u64
  , i64.ctz 0i64, i16.get_bit 15 (i16.i32 x) )
