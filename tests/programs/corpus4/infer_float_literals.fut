-- Float literals in several notations and typed suffixes, and integer
-- literals in hex, binary and with underscores.
-- ==
-- input { }
-- output { 1.5e3f64 0.25f32 255i32 5i32 1000000i64 3.0f16 }

entry main = (1.5e3, 2.5e-1f32, 0xff, 0b101, 1_000_000i64, 3f16)
