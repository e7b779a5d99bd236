-- The conversion rules of from_prim (prelude documentation): a bool from
-- a number is `x != 0`, a number from a bool is 0 or 1, a narrower integer
-- from a wider one by truncation of the bits, a wider signed integer by
-- sign extension, a wider unsigned one from an unsigned by zero extension,
-- an integer from a float by truncation towards zero, a float from an
-- integer by rounding to the nearest.
-- ==
-- entry: ints
-- input { 300i32 -1i8 255u8 }
-- output { 44u8 44i8 -1i64 255i32 255u64 -1i8 255u8 65535u16 }
-- entry: bools
-- input { 5i32 0f32 -0.5f64 }
-- output { true false true 1i32 1f32 0u8 true false }
-- entry: floats
-- input { -2.7f64 2.7f32 16777217i32 }
-- output { -2i32 2i64 2u8 16777216f32 16777217f64 -2.7f32 }

entry ints (a: i32) (b: i8) (c: u8) =
  (u8.i32 a, i8.i32 a, i64.i8 b, i32.u8 c, u64.u8 c, i8.u8 c, u8.i8 b, u16.i8 b)

entry bools (a: i32) (b: f32) (c: f64) =
  (bool.i32 a, bool.f32 b, bool.f64 c, i32.bool true, f32.bool true, u8.bool false,
   bool.u8 (u8.i32 256 + 1), bool.i64 (i64.i32 a - 5))

entry floats (a: f64) (b: f32) (c: i32) =
  (i32.f64 a, i64.f32 b, u8.f32 b, f32.i32 c, f64.i32 c, f32.f64 a)
