-- == and != on arrays (also of different lengths), tuples, nested arrays
-- and booleans; comparison operators on every numeric type.
-- ==
-- entry: eq
-- input { [1, 2] [1, 2] }
-- output { true false true false true }
-- input { [1, 2] [1, 3] }
-- output { false true true false true }
-- entry: cmp
-- input { 200u8 -1i8 }
-- output { true true false true }

entry eq [n] (a: [n]i32) (b: [n]i32) =
  (a == b, a != b, [[1, 2], [3, 4]] == [[1, 2], [3, 4]], (1, true) == (1, false), true != false)
entry cmp (a: u8) (b: i8) = (a > 100, b < 0, u8.i8 b < a, 0x1p-1f32 <= 0.5)
