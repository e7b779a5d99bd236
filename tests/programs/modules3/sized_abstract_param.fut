-- An abstract type with a size parameter and a type parameter
-- (`type vec [n] 't`), sizes preserved through the module.
-- ==
-- input { [1, 2, 3] } output { [2, 4, 6] 3i64 }

module type vecs = {
  type vec [n] 't
  val from [n] 't: [n]t -> vec [n] t
  val to [n] 't: vec [n] t -> [n]t
  val map2 [n] 'a 'b: (a -> b) -> vec [n] a -> vec [n] b
}

module V : vecs = {
  type vec [n] 't = [n]t
  def from xs = xs
  def to xs = xs
  def map2 f xs = map f xs
}

def main [n] (xs: [n]i32) =
  let v = V.map2 (* 2) (V.from xs)
  in (V.to v, length (V.to v))
