-- Integer to float conversion rounds to the nearest representable value.
-- ==
-- input { -3 4294967295u32 255u8 } output { -3f32 -3f64 4294967296f32 4294967295f64 255f32 }
entry main (a: i32) (b: u32) (c: u8) = (f32.i32 a, f64.i32 a, f32.u32 b, f64.u32 b, f32.u8 c)
-- ==
-- entry: big
-- input { 9007199254740993i64 } output { 9007199254740992f64 }
entry big (x: i64) = f64.i64 x
