-- A functor over `real` applied to f32 and f64: sqrt, from_fraction,
-- pi, conversions and comparisons.
-- ==
-- input { 9.0 } output { 3f32 3.0 0.75f32 true 2i64 }

module geom (R: real) = {
  def norm (x: R.t) (y: R.t) = R.sqrt (x R.* x R.+ y R.* y)
  def frac = R.from_fraction 3 4
  def circle_bigger (r: R.t) = R.pi R.* r R.* r R.> r
  def floor_i64 (x: R.t) = R.to_i64 (R.floor x)
}

module G32 = geom f32
module G64 = geom f64

def main (x: f64) =
  (G32.norm (f32.f64 x / 3) 0, G64.norm 0 (x / 3), G32.frac, G64.circle_bigger x, G64.floor_i64 (x / 4))
