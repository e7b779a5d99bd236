-- Language reference probe (gaps8): prim bits.
-- ==
-- input { 12i32 } output { 28 2 1 0 13 1082130432u32 4.0f32 }
entry main (x: i32) = (i32.clz x, i32.ctz x, i32.get_bit 2 x, i32.get_bit 0 x, i32.set_bit 0 x 1, f32.to_bits 4.0, f32.from_bits 1082130432u32)
