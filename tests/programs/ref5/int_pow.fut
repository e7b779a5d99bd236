-- The power operator on integers and floats; `**` is left associative.
-- ==
-- entry: ints
-- input { 2 10 } output { 1024 1 0 -8 64 }
-- entry: wrap
-- input { 2i8 7i8 3u8 } output { -128i8 243u8 1i64 }
-- entry: floats
-- input { 2.0 0.5 } output { 1.4142135623730951 0.25f32 1.0 }

entry ints (b: i32) (e: i32) = (b ** e, b ** 0, 0 ** 3, (-2) ** 3, 2 ** 3 ** 2)
entry wrap (a: i8) (b: i8) (c: u8) = (a ** b, c ** 5, 7i64 ** 0)
entry floats (x: f64) (y: f64) = (x ** y, 2f32 ** -2f32, 0f64 ** 0f64)
