-- Results that are tuples of scalars and arrays of several ranks.
-- ==
-- entry: many
-- input { 3i64 } output { 3i64 1.5f32 true [0, 1, 2] 99 [[0u8], [1u8], [2u8]] }
-- input { 0i64 } output { 0i64 0f32 false empty([0]i32) 99 empty([0][1]u8) }
-- entry: bigger
-- input { 2 } output { 2 3i64 4u8 5f64 true [6] [[7]] }

entry many (n: i64) =
  (n, f32.i64 n / 2, n > 0, map i32.i64 (iota n), 'c' : i32, map (\i -> [u8.i64 i]) (iota n))
entry bigger (x: i32) =
  (x, i64.i32 x + 1, u8.i32 x + 2, f64.i32 x + 3, x > 0, [x + 4], [[x + 5]])
