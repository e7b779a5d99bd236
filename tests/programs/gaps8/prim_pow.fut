-- Language reference probe (gaps8): prim pow.
-- ==
-- input { 3 } output { 27 8.0f32 1 0.25f64 }
entry main (x: i32) = (x ** 3, 2f32 ** 3, x ** 0, 2f64 ** (-2))
