-- Integer division by zero is a run-time error, for every operator and
-- also inside a map; float division by zero gives infinities and nan.
-- Dividing the lowest value by -1 wraps and does not crash.
-- ==
-- entry: quot
-- input { 7 0 } error: division by zero
-- input { 7 7 } output { 1 }
-- entry: rem
-- input { 7 0 } error: division by zero
-- entry: quot0
-- input { -7 0 } error: division by zero
-- entry: rem0
-- input { 0 0 } error: division by zero
-- entry: udiv
-- input { 5u64 0u64 } error: division by zero
-- entry: in_map
-- input { [1, 2, 3] [1, 0, 1] } error: division by zero
-- input { [4, 6] [2, 3] } output { [2, 2] }
-- entry: floats
-- input { 1f32 0f32 } output { f32.inf -f32.inf true }
-- input { -1f32 0f32 } output { -f32.inf f32.inf true }
-- entry: lowest_i32
-- input { -2147483648 -1 } output { -2147483648 0 -2147483648 0 }
-- entry: lowest_i64
-- input { -9223372036854775808i64 -1i64 } output { -9223372036854775808i64 0i64 -9223372036854775808i64 0i64 }
-- entry: lowest_i8
-- input { -128i8 -1i8 } output { -128i8 0i8 -128i8 0i8 }

entry quot (a: i32) (b: i32) = a / b
entry rem (a: i32) (b: i32) = a % b
entry quot0 (a: i32) (b: i32) = a // b
entry rem0 (a: i32) (b: i32) = a %% b
entry udiv (a: u64) (b: u64) = a / b
entry in_map [n] (as: [n]i32) (bs: [n]i32) = map2 (/) as bs
entry floats (a: f32) (b: f32) = (a / b, a / -b, f32.isnan (b / b))
entry lowest_i32 (a: i32) (b: i32) = (a / b, a % b, a // b, a %% b)
entry lowest_i64 (a: i64) (b: i64) = (a / b, a % b, a // b, a %% b)
entry lowest_i8 (a: i8) (b: i8) = (a / b, a % b, a // b, a %% b)
