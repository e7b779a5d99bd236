-- Math functions of f32/f64 and integer bit functions.
-- ==
-- input { 2.0f64 12u32 }
-- output { 4.0f64 1.4142135623730951f64 7.38905609893065f64 1.0f64 2i32 28i32 2i32 true 3u32 }

entry main (x: f64) (b: u32) =
  ( x ** 2
  , f64.sqrt x
  , f64.exp x
  , f64.log2 x
  , u32.popc b
  , u32.clz b
  , u32.ctz b
  , f64.isnan (f64.sqrt (-1))
  , b >> 2
  )
