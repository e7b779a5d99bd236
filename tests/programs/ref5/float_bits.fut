-- Bit-level views of floats: to_bits, from_bits, get_bit, set_bit.
-- ==
-- entry: f32bits
-- input { 1f32 }
-- output { 1065353216u32 2147483648u32 3.1415927f32 1i32 0i32 }
-- entry: f64bits
-- input { 1.0 }
-- output { 4607182418800017408u64 -2.0 }
-- entry: f16bits
-- input { 1f16 }
-- output { 15360u16 -1f16 16i32 }

entry f32bits (x: f32) =
  (f32.to_bits x, f32.to_bits (-0f32), f32.from_bits 0x40490fdbu32, f32.get_bit 29 x, f32.get_bit 31 x)
entry f64bits (x: f64) = (f64.to_bits x, f64.from_bits (f64.to_bits 2.0 | 0x8000000000000000u64))
entry f16bits (x: f16) = (f16.to_bits x, f16.set_bit 15 x 1, f16.num_bits)
