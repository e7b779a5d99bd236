-- Integer division and remainder for every sign combination: / and %
-- round towards negative infinity, // and %% towards zero.
-- ==
-- entry: all4
-- input { 7 2 } output { 3 1 3 1 }
-- input { -7 2 } output { -4 1 -3 -1 }
-- input { 7 -2 } output { -4 -1 -3 1 }
-- input { -7 -2 } output { 3 -1 3 -1 }
-- input { -6 3 } output { -2 0 -2 0 }
-- input { 0 -5 } output { 0 0 0 0 }
-- entry: all4_i8
-- input { -128i8 3i8 } output { -43i8 1i8 -42i8 -2i8 }
-- input { 127i8 -10i8 } output { -13i8 -3i8 -12i8 7i8 }
-- entry: all4_i64
-- input { -9223372036854775807i64 10i64 } output { -922337203685477581i64 3i64 -922337203685477580i64 -7i64 }
-- entry: in_map
-- input { [-7, 7, -1, 1] [2, -2, 5, -5] } output { [-4, -4, -1, -1] [1, -1, 4, -4] [-3, -3, 0, 0] [-1, 1, -1, 1] }
-- entry: unsigned8
-- input { 250u8 7u8 } output { 35u8 5u8 35u8 5u8 }
-- entry: unsigned
-- input { 18446744073709551615u64 10u64 } output { 1844674407370955161u64 5u64 1844674407370955161u64 5u64 }
-- entry: identity
-- input { [-7, 7, -13, 13, 0] [3, -3, -4, 4, -1] } output { true }

entry all4 (a: i32) (b: i32) = (a / b, a % b, a // b, a %% b)
entry all4_i8 (a: i8) (b: i8) = (a / b, a % b, a // b, a %% b)
entry all4_i64 (a: i64) (b: i64) = (a / b, a % b, a // b, a %% b)
entry in_map [n] (as: [n]i32) (bs: [n]i32) =
  (map2 (/) as bs, map2 (%) as bs, map2 (//) as bs, map2 (%%) as bs)
entry unsigned8 (a: u8) (b: u8) = (a / b, a % b, a // b, a %% b)
entry unsigned (a: u64) (b: u64) = (a / b, a % b, a // b, a %% b)
entry identity [n] (as: [n]i32) (bs: [n]i32) =
  and (map2 (\a b -> (a / b) * b + a % b == a && (a // b) * b + a %% b == a) as bs)
