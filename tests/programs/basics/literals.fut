-- Literal forms.
-- ==
-- input { } output { 255i32 5i32 1000000i64 15.5f64 -3i8 }

def main = (0xFF, 0b101, 1_000_000i64, 0x1.fp3, -3i8)
