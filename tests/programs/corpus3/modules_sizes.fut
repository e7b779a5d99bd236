-- Modules whose specifications carry sizes: a functor over a module with
-- a size constant, vectors of that size, and an abstract sized type.
-- ==
-- input { [1f32, 2f32, 3f32] }
-- output { [2f32, 4f32, 6f32] 14f32 3i64 [0f32, 0f32, 0f32] }

module type dim = { val n : i64 }

module vecs (D: dim) = {
  type vec = [D.n]f32
  def zero : vec = replicate D.n 0
  def scale (s: f32) (v: vec) : vec = map (* s) v
  def dot (a: vec) (b: vec) : f32 = f32.sum (map2 (*) a b)
  def from (xs: []f32) : vec = xs :> vec
}

module V3 = vecs { def n : i64 = 3 }

entry main (xs: []f32) =
  let v = V3.from xs
  in (V3.scale 2 v, V3.dot v v, length V3.zero, V3.zero)
