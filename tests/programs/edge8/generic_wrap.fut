-- A parametric module over the prelude's integral module type, applied to
-- several widths: generic code wraps at the width it is applied to.
-- ==
-- entry: u8s
-- input { [200u8, 100u8] } output { 44u8 [0u8, 200u8] 255u8 }
-- entry: i16s
-- input { [32767i16, 1i16] } output { -32768i16 [0i16, 32767i16] -1i16 }
-- entry: u64s
-- input { empty([0]u64) } output { 0u64 empty([0]u64) 18446744073709551615u64 }

module ops (T: integral) = {
  def total (xs: []T.t) = reduce (T.+) (T.i32 0) xs
  def prefix (xs: []T.t) = map2 (T.-) (scan (T.+) (T.i32 0) xs) xs
  def minus_one = T.i32 0 T.- T.i32 1
}
module U8 = ops u8
module I16 = ops i16
module U64 = ops u64

entry u8s (xs: []u8) = (U8.total xs, U8.prefix xs, U8.minus_one)
entry i16s (xs: []i16) = (I16.total xs, I16.prefix xs, I16.minus_one)
entry u64s (xs: []u64) = (U64.total xs, U64.prefix xs, U64.minus_one)
