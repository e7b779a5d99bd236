-- Integer arithmetic wraps around on overflow in every type.
-- ==
-- input { 127i8 255u8 2147483647i32 } output { -128i8 0u8 -2147483648i32 1u8 -2i32 }

entry main (a: i8) (b: u8) (c: i32) = (a + 1, b + 1, c + 1, b * b, c * 2)
