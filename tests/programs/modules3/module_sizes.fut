-- Sizes defined at module level: a module type's `val n: i64` used in
-- array types, a functor over the size, and a top-level size constant.
-- ==
-- input { [1f32, 2f32, 3f32] } output { 6f32 [0f32, 0f32, 0f32, 0f32] 14f32 }

module type dim = { val n: i64 }

module vec (D: dim) = {
  type vec = [D.n]f32
  def zero : vec = replicate D.n 0
  def from (xs: []f32) : vec = xs :> vec
  def dot (a: vec) (b: vec) : f32 = reduce (+) 0 (map2 (*) a b)
}

module V3 = vec { def n = 3i64 }
module V4 = vec { def n = 4i64 }

def main (xs: []f32) =
  let v = V3.from xs
  in (reduce (+) 0 v, V4.zero, V3.dot v v)
