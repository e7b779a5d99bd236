-- +, - and * on every signed type, with wrap-around.
-- ==
-- entry: i8s
-- input { 127i8 1i8 } output { -128i8 126i8 127i8 }
-- input { 100i8 3i8 } output { 103i8 97i8 44i8 }
-- input { -128i8 -1i8 } output { 127i8 -127i8 -128i8 }
entry i8s (a: i8) (b: i8) = (a + b, a - b, a * b)
-- ==
-- entry: i16s
-- input { 32767i16 1i16 } output { -32768i16 32766i16 32767i16 }
-- input { 300i16 300i16 } output { 600i16 0i16 24464i16 }
entry i16s (a: i16) (b: i16) = (a + b, a - b, a * b)
-- ==
-- entry: i32s
-- input { 2147483647 1 } output { -2147483648 2147483646 2147483647 }
-- input { 65536 65536 } output { 131072 0 0 }
entry i32s (a: i32) (b: i32) = (a + b, a - b, a * b)
-- ==
-- entry: i64s
-- input { 9223372036854775807i64 1i64 } output { -9223372036854775808i64 9223372036854775806i64 9223372036854775807i64 }
-- input { 4294967296i64 4294967296i64 } output { 8589934592i64 0i64 0i64 }
entry i64s (a: i64) (b: i64) = (a + b, a - b, a * b)
