-- Edge cases of integer division and float conversion written with
-- constants, which the compiler folds (it must neither crash nor differ
-- from run time), and constant division by zero (a run-time error).
-- ==
-- entry: folds
-- input { } output { -2147483648 0 -9223372036854775808i64 0i64 -128i8 0i32 0i32 2147483647 0u8 }
-- entry: divz
-- input { } error: division by zero
-- entry: modz
-- input { } error: division by zero
entry folds = (i32.lowest / -1, i32.lowest % -1, i64.lowest // -1, i64.lowest %% -1, -(-128i8), i32.f32 f32.nan, i32.f64 (-f64.inf), i32.f64 1e20, u8.f32 (-3))
entry divz = 1 / (0: i32)
entry modz = 1i64 %% 0
