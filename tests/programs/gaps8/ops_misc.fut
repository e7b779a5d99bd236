-- Language reference probe (gaps8): ops misc.
-- ==
-- input { -8 } output { 2147483644 -4 7 false 3 true 8u8 }
entry main (x: i32) = (x >>> 1, x >> 1, !x, !true, 7 & 3, true || false && false, 1u8 << 3)
