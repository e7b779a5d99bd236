-- Integer division and remainder: `/` and `%` round towards negative
-- infinity (the result of `%` has the sign of the divisor), `//` and `%%`
-- towards zero (as C); unsigned and signed arithmetic wraps around.
-- ==
-- entry: divs
-- input { [7, -7, 7, -7] [2, 2, -2, -2] }
-- output { [3, -4, -4, 3] [1, 1, -1, -1] [3, -3, -3, 3] [1, -1, 1, -1] }
-- entry: divs64
-- input { [-9223372036854775807i64, 5] [10i64, -3] }
-- output { [-922337203685477581i64, -2] [3i64, -1] [-922337203685477580i64, -1] [-7i64, 2] }
-- entry: wraps
-- input { 127i8 0u64 255u8 -32768i16 }
-- output { -128i8 18446744073709551615u64 0u8 32767i16 -2i8 1u64 254u8 0i16 }
-- entry: unsigned
-- input { 4294967295u32 7u32 }
-- output { 613566756u32 3u32 613566756u32 3u32 4294967294u32 }

entry divs (xs: []i32) (ys: []i32) =
  (map2 (/) xs ys, map2 (%) xs ys, map2 (//) xs ys, map2 (%%) xs ys)

entry divs64 (xs: []i64) (ys: []i64) =
  (map2 (/) xs ys, map2 (%) xs ys, map2 (//) xs ys, map2 (%%) xs ys)

entry wraps (a: i8) (b: u64) (c: u8) (d: i16) =
  (a + 1, b - 1, c + 1, d - 1, a * 2, b * b + 1, c * 2, d * 2)

entry unsigned (a: u32) (b: u32) = (a / b, a % b, a // b, a %% b, a * 2)
