-- Literals: suffixes, hex, binary, underscores, exponents, hex floats,
-- characters, strings as u8 arrays, and special float values.
-- ==
-- input {} output { 255u8 -128i8 0x7fffi16 10i32 1000000i64 3.5e2f32 0.015625f64 true 97 [104u8, 105u8] 1.0f16 }

def main =
  let a = 0xffu8
  let b = -128i8
  let c = 0b0111_1111_1111_1111i16
  let d = 0b1010
  let e = 1_000_000i64
  let f = 35e1f32
  let g = 0x1p-6f64
  let h = f32.isnan f32.nan && f32.isinf f32.inf && f64.inf > 0
  let i = 'a'
  let s = "hi"
  let j = 1f16
  in (a, b, c, d, e, f, g, h, i, s, j)
