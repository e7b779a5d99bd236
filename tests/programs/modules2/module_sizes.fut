-- Module types with sized types and size values (`val n: i64`,
-- `type vec [n]`), a functor over a dimension.
-- ==
-- input { [1.0f32, 2.0f32, 3.0f32] } output { 14.0f32 [2.0f32, 4.0f32, 6.0f32] 3i64 }

module type dim = { val n: i64 }

module type vector = {
  type vec
  val n: i64
  val from_array: [n]f32 -> vec
  val dot: vec -> vec -> f32
  val scale: f32 -> vec -> vec
  val to_array: vec -> [n]f32
}

module mk_vector (D: dim): vector = {
  def n = D.n
  type vec = [n]f32
  def from_array (xs: [n]f32) : vec = xs
  def dot (a: vec) (b: vec) = f32.sum (map2 (*) a b)
  def scale (k: f32) (a: vec) : vec = map (* k) a
  def to_array (a: vec) : [n]f32 = a
}

module V3 = mk_vector { def n = 3i64 }

def main (xs: [3]f32) =
  let v = V3.from_array (xs :> [V3.n]f32)
  in (V3.dot v v, V3.to_array (V3.scale 2 v), V3.n)
