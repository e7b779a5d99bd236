-- Signed integer arithmetic wraps around at every width, on scalars and
-- inside parallel code.
-- ==
-- entry: i8s
-- input { 127i8 1i8 } output { -128i8 126i8 127i8 -127i8 }
-- input { -128i8 -1i8 } output { 127i8 -127i8 -128i8 -128i8 }
-- entry: i16s
-- input { 300i16 300i16 } output { 600i16 0i16 24464i16 -300i16 }
-- input { -32768i16 1i16 } output { -32767i16 32767i16 -32768i16 -32768i16 }
-- entry: i32s
-- input { 100000 100000 } output { 200000 0 1410065408 -100000 }
-- input { 2147483647 2147483647 } output { -2 0 1 -2147483647 }
-- input { -2147483648 1 } output { -2147483647 2147483647 -2147483648 -2147483648 }
-- entry: i64s
-- input { 3037000500i64 3037000500i64 } output { 6074001000i64 0i64 -9223372036709301616i64 -3037000500i64 }
-- input { 9223372036854775807i64 1i64 } output { -9223372036854775808i64 9223372036854775806i64 9223372036854775807i64 -9223372036854775807i64 }
-- entry: map_i8
-- input { [100i8, 127i8, -128i8] } output { [-56i8, -2i8, 0i8] [64i8, 127i8, 0i8] }
-- entry: sum_i16
-- input { [32767i16, 1i16, 32767i16] } output { -1i16 }

entry i8s (a: i8) (b: i8) = (a + b, a - b, a * b, -a)
entry i16s (a: i16) (b: i16) = (a + b, a - b, a * b, -a)
entry i32s (a: i32) (b: i32) = (a + b, a - b, a * b, -a)
entry i64s (a: i64) (b: i64) = (a + b, a - b, a * b, -a)
entry map_i8 (xs: []i8) = (map (\x -> x + x) xs, map (\x -> x * x * x) xs)
entry sum_i16 (xs: []i16) = reduce (+) 0 xs
