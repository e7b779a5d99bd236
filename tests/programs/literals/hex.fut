-- Hexadecimal integer literals, upper and lower case digits.
-- ==
-- input { } output { 255i32 255u8 127i8 65535i32 16i64 3735928559u32 }
def main = (0xFF, 0xffu8, 0x7fi8, 0xFFFFi32, 0x10i64, 0xDEADBEEFu32)
