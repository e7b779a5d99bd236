-- to_bits and from_bits.
-- ==
-- input { 2f32 0x3f800000u32 }
-- output { 1073741824u32 1f32 4611686018427387904u64 1f64 15360u16 }

entry main (x: f32) (b: u32) =
  ( f32.to_bits x, f32.from_bits b, f64.to_bits (f64.f32 x)
  , f64.from_bits 0x3FF0000000000000u64, f16.to_bits 1f16 )
