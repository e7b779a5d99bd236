-- Literal forms: hexadecimal, binary, underscores, exponents, hex floats,
-- suffixes and characters.
-- ==
-- entry: ints
-- input { } output { 255 65535 170 1000000 -16i8 255u8 9223372036854775807i64 -9223372036854775808i64 }
-- entry: floats
-- input { } output { 0.25f32 0.001f64 1500f64 3f64 0.75f32 -2.5e-3f32 1e10f32 }
-- entry: chars
-- input { } output { 97 10 955 [104u8, 105u8] 65u8 39 92 }
-- entry: unsuffixed
-- input { 3i8 } output { 4i8 -125i8 }

entry ints =
  (0xFF, 0xff_ff, 0b1010_1010, 1_000_000, -0x10i8, 0xFFu8,
   0x7FFF_FFFF_FFFF_FFFFi64, -9223372036854775808i64)
entry floats =
  (0x1p-2f32, 1e-3, 1.5e3f64, 0x1.8p1, 0.75f32, -2.5e-3f32, 1E10f32)
entry chars = ('a', '\n', 'λ', "hi", 'A' : u8, '\'', '\\')
entry unsuffixed (x: i8) = (x + 1, x + 0x7F + 1)
