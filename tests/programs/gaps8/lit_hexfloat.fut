-- Language reference probe (gaps8): lit hexfloat.
-- ==
-- input { } output { 12.0f64 0.75f32 255i32 5u8 1000000i64 3.5e2f64 -2i8 }
entry main = (0x1.8p3, 0x0.Cp0f32, 0xff, 0b101u8, 1_000_000i64, 3.5e2, -0b10i8)
