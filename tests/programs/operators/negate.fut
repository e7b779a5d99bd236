-- Unary minus on every numeric type (wrapping on unsigned and at the
-- smallest signed value).
-- ==
-- input { 5i8 -128i8 1u8 0u32 2.5f32 -0.5 }
-- output { -5i8 -128i8 255u8 0u32 -2.5f32 0.5 }
entry main (a: i8) (b: i8) (c: u8) (d: u32) (e: f32) (f: f64) = (-a, -b, -c, -d, -e, -f)
