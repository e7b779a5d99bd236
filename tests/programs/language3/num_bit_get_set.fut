-- get_bit and set_bit on integers and floats.
-- ==
-- input { 5u16 } output { 1i32 0i32 13u16 4u16 }

entry main (x: u16) = (u16.get_bit 0 x, u16.get_bit 1 x, u16.set_bit 3 x 1, u16.set_bit 0 x 0)

-- ==
-- entry: flt
-- input { 1.0f32 } output { -1.0f32 32i32 }

entry flt (x: f32) = (f32.set_bit 31 x 1, f32.num_bits)
