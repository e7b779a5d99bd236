-- Language reference probe (gaps8): tf6.
-- ==
-- input { 1i32 2u8 3.0f32 -4i64 0x10u16 1_000i32 } output { 1i32 2u8 3.0f32 -4i64 16u16 1000i32 }
def main (a: i32) (b: u8) (c: f32) (d: i64) (e: u16) (f: i32) = (a, b, c, d, e, f)
