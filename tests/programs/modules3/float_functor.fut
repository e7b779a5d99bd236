-- A functor over `float`: `isnan`, `inf`, `to_bits`/`from_bits` through
-- the module's `int_t`.
-- ==
-- input { 1.5f32 } output { false true 1.5f32 1.5 }

module fl (F: float) = {
  def is_bad (x: F.t) = F.isnan x || F.isinf x
  def roundtrip (x: F.t) : F.t = F.from_bits (F.to_bits x)
}

module F32 = fl f32
module F64 = fl f64

def main (x: f32) =
  (F32.is_bad x, F32.is_bad (x / 0), F32.roundtrip x, F64.roundtrip (f64.f32 x))
