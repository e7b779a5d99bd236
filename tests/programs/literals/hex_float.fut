-- Hexadecimal float literals: mantissa times a power of two.
-- ==
-- input { } output { 15.5f64 0.25f64 3f32 1f64 }
def main = (0x1.fp3, 0x1p-2, 0x1.8p1f32, 0x1.0p0)
