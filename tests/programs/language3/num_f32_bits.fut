-- f32.to_bits / f32.from_bits and f64 round trips.
-- ==
-- input { 1.0f32 } output { 0x3f800000u32 1.0f32 false }
-- input { -2.0f32 } output { 0xc0000000u32 -2.0f32 true }

entry main (x: f32) =
  let b = f32.to_bits x
  in (b, f32.from_bits b, f32.get_bit 31 x == 1)

-- ==
-- entry: dbl
-- input { 0x3ff0000000000000u64 } output { 1.0f64 0x3ff0000000000000u64 }

entry dbl (b: u64) = let x = f64.from_bits b in (x, f64.to_bits x)
