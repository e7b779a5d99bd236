-- Float to integer conversion truncates towards zero; an infinity or a
-- nan converts to zero (the prelude's `float` module type says so); a
-- finite value out of range saturates (runic's choice, the same in every
-- backend). Integers to floats round to nearest.
-- ==
-- entry: trunc
-- input { 2.7f32 } output { 2i32 2u8 2i64 }
-- input { -2.7f32 } output { -2i32 254u8 -2i64 }
-- input { -0.5f32 } output { 0i32 0u8 0i64 }
-- input { 255.9f32 } output { 255i32 255u8 255i64 }
-- entry: specials
-- input { f64.nan } output { 0i32 0i64 0u64 0i8 }
-- input { f64.inf } output { 0i32 0i64 0u64 0i8 }
-- input { -f64.inf } output { 0i32 0i64 0u64 0i8 }
-- entry: specials_map
-- input { [f32.nan, f32.inf, -f32.inf, 3.5f32, -3.5f32] } output { [0i32, 0i32, 0i32, 3i32, -3i32] [0u16, 0u16, 0u16, 3u16, 65533u16] }
-- entry: saturate
-- input { [1e10f64, -1e10f64, 300f64, -5f64] } output { [2147483647i32, -2147483648i32, 300i32, -5i32] [127i8, -128i8, 127i8, -5i8] [255u8, 0u8, 255u8, 0u8] [18446744073709551615u64, 0u64, 3000000000000u64, 0u64] }
-- entry: big
-- input { 1e18f64 9.5e18f64 } output { 1000000000000000000i64 9500000000000000000u64 }
-- entry: to_float
-- input { 16777217i32 9007199254740993i64 4294967295u32 } output { true true 4294967296f64 }
-- entry: u64_to_float
-- input { 18446744073709551615u64 } output { 1.8446744073709552e19f64 1.8446744e19f32 }

entry trunc (x: f32) = (i32.f32 x, u8.i32 (i32.f32 x), i64.f32 x)
entry specials (x: f64) = (i32.f64 x, i64.f64 x, u64.f64 x, i8.f64 x)
entry specials_map (xs: []f32) = (map i32.f32 xs, map (\x -> u16.i32 (i32.f32 x)) xs)
entry saturate (xs: []f64) = (map i32.f64 xs, map i8.f64 xs, map u8.f64 xs, map (\x -> u64.f64 (x * 1e10)) xs)
entry big (x: f64) (y: f64) = (i64.f64 x, u64.f64 y)
entry to_float (a: i32) (b: i64) (c: u32) =
  (f32.i32 a == 16777216f32, f64.i64 b == 9007199254740992f64, f64.u32 c + 1)
entry u64_to_float (x: u64) = (f64.u64 x, f32.u64 x)
