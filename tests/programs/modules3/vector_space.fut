-- A functor building a vector space over any `real`, applied to f32 and
-- f64, with records, a local helper and an operator.
-- ==
-- input { 3f32 4f32 } output { 5f32 5.0 10f32 }

module vspace (R: real) = {
  type v = {x: R.t, y: R.t}
  local def sq (a: R.t) = a R.* a
  def norm (a: v) = R.sqrt (sq a.x R.+ sq a.y)
  def (+^) (a: v) (b: v) : v = {x = a.x R.+ b.x, y = a.y R.+ b.y}
  def of (a: R.t) (b: R.t) : v = {x = a, y = b}
}

module V32 = vspace f32
module V64 = vspace f64

def main (a: f32) (b: f32) =
  let p = V32.of a b
  in (V32.norm p, V64.norm (V64.of (f64.f32 a) (f64.f32 b)), V32.norm (p V32.+^ p))
