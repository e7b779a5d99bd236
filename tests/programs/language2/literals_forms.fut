-- Literal forms: suffixes, hex, binary, underscores, exponents, hex floats,
-- negative literals, chars, strings.
-- ==
-- input { }
-- output { 255u8 5i32 1000000i64 1.5e3f64 15.5f32 -3i8 97i32 [104u8, 105u8] 0.001f64 1e-3f32 10u16 -1i16 }

entry main =
  (0xFFu8, 0b101, 1_000_000i64, 1.5e3, 0x1.fp3f32, -3i8, 'a', "hi", 1e-3, 1e-3f32, 0xAu16, -0x1i16)
