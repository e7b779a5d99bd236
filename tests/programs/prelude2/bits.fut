-- Bit operations: popc, clz and ctz (the width of the type on zero, as
-- the prelude documents), mul_hi, mad_hi, shifts (`>>` arithmetic, `>>>`
-- logical; shifting by the width or more is undefined and not tested),
-- get_bit and set_bit, and the bits of floats.
-- ==
-- entry: counts
-- input { [0, -1, 1, -2147483648, 96] }
-- output { [0, 32, 1, 1, 2] [32, 0, 31, 0, 25] [32, 0, 0, 31, 5] }
-- entry: small
-- input { 0u8 1u8 128u8 0i16 -1i16 }
-- output { 8 7 0 8 0 7 16 0 16 16 }
-- entry: his
-- input { -1i32 2i32 3000000000u32 3000000000u32 -9223372036854775808i64 5i64 }
-- output { -1i32 2i32 2095475792u32 2095475797u32 -3i64 }
-- entry: shifts
-- input { -16i32 2i32 240u8 }
-- output { -4i32 1073741820i32 -64i32 60u8 60u8 224u8 1i32 0i32 -15i32 241u8 }
-- entry: floatbits
-- input { 1f32 -0f64 1u16 }
-- output { 1065353216u32 9223372036854775808u64 f32.inf true 5.9604645e-8f16 1f32 -2f64 }

entry counts (xs: []i32) = (map i32.popc xs, map i32.clz xs, map i32.ctz xs)

entry small (a: u8) (b: u8) (c: u8) (d: i16) (e: i16) =
  (u8.clz a, u8.clz b, u8.clz c, u8.ctz a, u8.ctz b, u8.ctz c, i16.clz d, i16.clz e,
   i16.ctz d, i16.popc e)

entry his (a: i32) (b: i32) (c: u32) (d: u32) (e: i64) (f: i64) =
  (i32.mul_hi a b, i32.mad_hi a b 3, u32.mul_hi c d, u32.mad_hi c d 5, i64.mul_hi e f)

entry shifts (x: i32) (s: i32) (u: u8) =
  (x >> s, x >>> s, x << s, u >> 2, u >>> 2, u << 1,
   i32.get_bit 4 (x * -1), i32.get_bit 0 x, i32.set_bit 0 x 1, u8.set_bit 0 u 1)

entry floatbits (a: f32) (b: f64) (c: u16) =
  (f32.to_bits a, f64.to_bits b, f32.from_bits 0x7f800000, f32.isnan (f32.from_bits 0x7fc00000),
   f16.from_bits c, f32.from_bits (f32.to_bits a), f64.from_bits 0xc000000000000000)
