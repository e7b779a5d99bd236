-- Bit-level functions of the integer modules.
-- ==
-- input { 12u32 -8i32 }
-- output { 28i32 2i32 2i32 true 13u32 -4i32 536870911i32 4i32 }

entry main (x: u32) (y: i32) =
  ( u32.clz x
  , u32.ctz x
  , u32.popc x
  , u32.get_bit 3 x == 1
  , u32.set_bit 0 x 1
  , y >> 1
  , y >>> 3
  , i32.popc (y & 0xF) + 3
  )
