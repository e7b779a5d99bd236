-- Integer literals in decimal, hexadecimal, binary and with separators.
-- ==
-- input { } output { 255i32 10i64 1000000i32 -128i8 65535u16 0xdeadbeefu32 }

entry main =
  (0xFF + 0, 0b1010i64, 1_000_000, -0x80i8, 0xFF_FFu16, 3735928559u32)
