-- Results that are tuples of scalars and arrays, nested tuples flattened,
-- and records (their fields in name order).
-- ==
-- entry: many
-- input { 3i64 } output { 3i64 1.5f32 true [0, 1, 2] 99 [[0u8], [1u8], [2u8]] }
-- input { 0i64 } output { 0i64 0f32 false empty([0]i32) 99 empty([0][1]u8) }
-- entry: nested
-- input { 2 } output { 2 3 4 5 }
-- entry: record
-- input { 2f32 } output { 4f32 2f32 }

entry many (n: i64) =
  (n, f32.i64 n / 2, n > 0, map i32.i64 (iota n), 'c' : i32, map (\i -> [u8.i64 i]) (iota n))
entry nested (x: i32) = ((x, x + 1), (x + 2, (x + 3)))
entry record (x: f32) = {y = x, x = x * 2}
