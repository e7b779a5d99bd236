-- Float literals: point floats, exponents, underscores, suffixes and
-- hexadecimal floats (`0x1.fp3` is 1 15/16 * 8).
-- ==
-- entry: decimal
-- input {} output { 133700f64 1000f32 0.25f64 1000.5f64 2.5f32 0.015f64 }
-- entry: hex
-- input {} output { 15.5f64 3f32 0.25f64 1.5f32 8f32 }
-- entry: defaults
-- input {} output { 1.5f64 3f32 }

entry decimal = (1337e2f64, 1e3f32, 2.5E-1, 1_000.5, 25e-1f32, 1.5e-2)
entry hex = (0x1.fp3, 0x1.8p1f32, 0x1.0p-2f64, 0X1.8P0f32, 0x1p3f32)
entry defaults = (1.5, 1.5 * 2f32)
