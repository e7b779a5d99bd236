-- `/` and `%` round towards negative infinity, `//` and `%%` towards zero
-- (reference: Semantics of Simple Expressions).
-- ==
-- entry: floor_div
-- input { [7, -7, 7, -7] [2, 2, -2, -2] }
-- output { [3, -4, -4, 3] [1, 1, -1, -1] }
-- entry: trunc_div
-- input { [7, -7, 7, -7] [2, 2, -2, -2] }
-- output { [3, -3, -3, 3] [1, -1, 1, -1] }
-- entry: small
-- input { -7i8 2i8 -100i16 7i16 }
-- output { -4i8 1i8 -3i8 -1i8 -15i16 5i16 -14i16 -2i16 }
-- entry: unsigned
-- input { 200u8 7u8 4000000000u32 3u32 }
-- output { 28u8 4u8 28u8 4u8 1333333333u32 1u32 }
-- entry: exact
-- input { -6 3 }
-- output { -2 0 -2 0 }
-- entry: floor_div
-- input { [1] [0] }
-- error: division by zero
-- entry: trunc_div
-- input { [1] [0] }
-- error: division by zero

entry floor_div [n] (xs: [n]i32) (ys: [n]i32) = (map2 (/) xs ys, map2 (%) xs ys)
entry trunc_div [n] (xs: [n]i32) (ys: [n]i32) = (map2 (//) xs ys, map2 (%%) xs ys)
entry small (a: i8) (b: i8) (c: i16) (d: i16) = (a / b, a % b, a // b, a %% b, c / d, c % d, c // d, c %% d)
entry unsigned (a: u8) (b: u8) (c: u32) (d: u32) = (a / b, a % b, a // b, a %% b, c / d, c % d)
entry exact (a: i32) (b: i32) = (a / b, a % b, a // b, a %% b)
