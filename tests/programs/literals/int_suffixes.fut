-- Every integer suffix.
-- ==
-- input { } output { 42i8 42i16 42i32 42i64 42u8 42u16 42u32 42u64 }
def main = (42i8, 42i16, 42i32, 42i64, 42u8, 42u16, 42u32, 42u64)
