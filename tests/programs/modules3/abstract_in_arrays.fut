-- Arrays of a module's abstract values: `map`, `zip` and `reduce` over
-- them, with a record and a fixed-size array as representations.
-- ==
-- input { [3f32, 0f32, 1f32] [4f32, 2f32, 0f32] } output { [5f32, 2f32, 1f32] 7.2111025f32 [10f32, 4f32, 2f32] }

module type vec = {
  type t
  val mk: f32 -> f32 -> t
  val norm: t -> f32
  val add: t -> t -> t
  val zero: t
}

module R : vec = {
  type t = {x: f32, y: f32}
  def mk x y : t = {x, y}
  def norm (v: t) = f32.sqrt (v.x * v.x + v.y * v.y)
  def add (a: t) (b: t) : t = {x = a.x + b.x, y = a.y + b.y}
  def zero : t = {x = 0, y = 0}
}

module A : vec = {
  type t = [2]f32
  def mk x y : t = [x, y]
  def norm (v: t) = f32.sqrt (v[0] * v[0] + v[1] * v[1])
  def add (a: t) (b: t) : t = map2 (+) a b
  def zero : t = [0, 0]
}

def main [n] (xs: [n]f32) (ys: [n]f32) =
  let rs = map2 R.mk xs ys
  let as = map2 A.mk xs ys
  in (map R.norm rs, R.norm (reduce R.add R.zero rs), map (\a -> A.norm (A.add a a)) as)
