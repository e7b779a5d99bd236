-- The value syntax of input and output blocks: integers without a suffix
-- are i32 and decimals f64 (the first element's suffix types an array),
-- hexadecimal, binary and underscore-separated literals, exponents,
-- nan and infinities (NaN matches NaN), empty arrays of any rank, and
-- values spread over several lines.
-- ==
-- input { 1_000 0x1F 0b101 [1u8, 2, 255] 1.5 2.5e-1f32 }
-- output { 1036 [255u8, 2u8, 1u8] 1.75f64 }
-- input {
--   2
--   0x0 0b0
--   [0u8]
--   -0.5 1e1f32
-- }
-- output { 2 [0u8] 9.5 }
-- entry: specials
-- input { [f32.nan, f32.inf, -f32.inf, 1f32] }
-- output { [f32.nan, f32.inf, -f32.inf, 1.0f32] [true, false, false, false] }
-- entry: empties
-- input { empty([0][2]f32) empty([3][0]i64) empty([0]bool) }
-- output { empty([0][2]f32) 3i64 0i64 empty([0]bool) [[], [], []] }
-- input { [[1f32, 2f32]] [[], []] [true] }
-- output { [[2f32, 3f32]] 2i64 0i64 [false] [[], []] }

entry main (a: i32) (b: i32) (c: i32) (xs: []u8) (d: f64) (e: f32) =
  (a + b + c, reverse xs, d + f64.f32 e)

entry specials (xs: []f32) = (xs, map f32.isnan xs)

entry empties [n] [m] [k] (a: [n][2]f32) (b: [m][k]i64) (c: []bool) =
  (map (map (+ 1)) a, m, k, map not c, b)
