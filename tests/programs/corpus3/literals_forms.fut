-- Literal forms: separators, hex and binary, exponents, hex floats,
-- suffixes, character escapes, and module constants.
-- ==
-- input { }
-- output { 1000000i32 255u8 5i64 0.001f32 12.0f64 10i32 -128i8 65535u16 true f32.inf }

entry main =
  ( 1_000_000
  , 0xFFu8
  , 0b101i64
  , 1e-3f32
  , 0x1.8p3
  , '\n'
  , i8.lowest
  , u16.highest
  , f64.inf > 1e308
  , f32.highest
  )
