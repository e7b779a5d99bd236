-- Shifts (`>>` arithmetic, `>>>` logical), bitwise operators and `!`.
-- ==
-- entry: shifts32
-- input { -8 1 }
-- output { -4 2147483644 -16 -2147483648 }
-- entry: shifts_small
-- input { 128u8 -128i8 }
-- output { 1u8 0u8 64u8 -1i8 1i8 0i8 }
-- entry: shift64
-- input { 1i64 }
-- output { -9223372036854775808i64 4611686018427387904i64 }
-- entry: bits
-- input { 12 10 }
-- output { 8 14 6 -13 }
-- entry: not_ops
-- input { 0u8 0i16 true }
-- output { 255u8 -1i16 false }

entry shifts32 (x: i32) (k: i32) = (x >> k, x >>> k, x << k, 1 << 31)
entry shifts_small (a: u8) (b: i8) =
  (a >> 7, a << 1, a >>> 1, b >> 7, b >>> 7, b << 1)
entry shift64 (x: i64) = (x << 63, (x << 63) >>> 1)
entry bits (a: i32) (b: i32) = (a & b, a | b, a ^ b, !a)
entry not_ops (a: u8) (b: i16) (c: bool) = (!a, !b, !c)
