-- A parametric module with a size in its parameter's module type, and
-- polymorphic functions with size parameters inside.
module type dim = { val d: i64 }
module Vec (D: dim) = {
  type v = [D.d]f32
  def zero : v = replicate D.d 0
  def add (a: v) (b: v) : v = map2 (+) a b
  def from [n] (xs: [n]f32) : v = xs[0:D.d] :> v
}
module V2 = Vec { def d = 2i64 }
-- ==
-- input { [1f32, 2f32, 3f32] } output { [2f32, 4f32] [0f32, 0f32] }
entry main (xs: []f32) = let v = V2.from xs in (V2.add v v, V2.zero)
