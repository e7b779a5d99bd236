-- u32.popc and u32.num_bits.
-- ==
-- input { 5u32 } output { 2i32 32i32 }
entry main (x: u32) = (u32.popc x, u32.num_bits)
