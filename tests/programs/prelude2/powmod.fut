-- `**` on integers (wraps; x ** 0 is 1, also 0 ** 0) and on floats;
-- on floats `%` is floored like the integer `%` (the sign of the divisor:
-- Futhark's interpreter, `mod'`; the documentation is silent), in every
-- backend (`%%` and `//` are for integers only).
-- ==
-- entry: ints
-- input { 2i32 10i32 2u8 9u8 -3i64 3i64 }
-- output { 1024i32 1i32 1i32 0u8 -27i64 1i64 }
-- entry: floats
-- input { [-7f32, 7f32, -7f32, 7.5f32] [2f32, -2f32, -2f32, 2f32] }
-- output { [1f32, -1f32, -1f32, 1.5f32] [-49f32, 49f32, -49f32, 56.25f32] }

entry ints (a: i32) (b: i32) (c: u8) (d: u8) (e: i64) (f: i64) =
  (a ** b, a ** 0, 0 ** 0, c ** d, e ** f, e ** 0)

entry floats (xs: []f32) (ys: []f32) =
  (map2 (%) xs ys, map2 (\x y -> f32.abs x ** y * f32.sgn x) xs (map f32.abs ys))
