-- Shifts by amounts up to the bit width minus one: << inserts zeroes, >>
-- is arithmetic on signed types, >>> logical; on unsigned types both
-- right shifts insert zeroes.
-- ==
-- entry: s32
-- input { 1 31 } output { -2147483648 0 0 }
-- input { -8 1 } output { -16 -4 2147483644 }
-- input { -1 31 } output { -2147483648 -1 1 }
-- input { 12345 0 } output { 12345 12345 12345 }
-- entry: s64
-- input { 1i64 63i64 } output { -9223372036854775808i64 0i64 0i64 }
-- input { -9223372036854775808i64 63i64 } output { 0i64 -1i64 1i64 }
-- entry: s8
-- input { -1i8 7i8 } output { -128i8 -1i8 1i8 }
-- input { 64i8 1i8 } output { -128i8 32i8 32i8 }
-- entry: u8s
-- input { 200u8 3u8 } output { 64u8 25u8 25u8 }
-- input { 255u8 7u8 } output { 128u8 1u8 1u8 }
-- entry: u64s
-- input { 18446744073709551615u64 63u64 } output { 9223372036854775808u64 1u64 1u64 }
-- entry: in_map
-- input { [1i16, -1i16, 16384i16] [15i16, 15i16, 1i16] } output { [-32768i16, -32768i16, -32768i16] [0i16, -1i16, 8192i16] [0i16, 1i16, 8192i16] }

entry s32 (x: i32) (k: i32) = (x << k, x >> k, x >>> k)
entry s64 (x: i64) (k: i64) = (x << k, x >> k, x >>> k)
entry s8 (x: i8) (k: i8) = (x << k, x >> k, x >>> k)
entry u8s (x: u8) (k: u8) = (x << k, x >> k, x >>> k)
entry u64s (x: u64) (k: u64) = (x << k, x >> k, x >>> k)
entry in_map [n] (xs: [n]i16) (ks: [n]i16) =
  (map2 (<<) xs ks, map2 (>>) xs ks, map2 (>>>) xs ks)
