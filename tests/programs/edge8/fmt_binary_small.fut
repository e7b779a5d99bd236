-- The binary value format with f16, i8, u16, a nan f64 and a bool, for
-- input and expected output.
-- ==
-- input @ data/small_types.in output @ data/small_types.out
-- input @ data/small_types.in output { f16.inf 127i8 0u16 true false }
-- input { [1f16, 2f16] 1i8 [1u16] 0f64 false } output { 3f16 -2i8 1u16 false true }

def main (hs: []f16) (b: i8) (us: []u16) (d: f64) (flag: bool) =
  (f16.sum hs, b - 1 - (if flag then 0 else 2), u16.sum us, f64.isnan d, !flag || f64.isnan d && false)
