-- `with` refinements: of an abstract type, of a parametric one, of a
-- submodule's type, and chained.
-- ==
-- input { 4 } output { 5 [4, 4] 8 12i64 }

module type container = { type elem type c 'a val mk: elem -> c elem val get: c elem -> elem }
module type has_sub = { module inner: { type t val v: t } val w: inner.t }

module pair_c : container with elem = i32 with c 'a = [2]a = {
  type elem = i32
  type c 'a = [2]a
  def mk (x: i32) : [2]i32 = [x, x]
  def get (xs: [2]i32) = xs[0] + xs[1]
}

module sub : has_sub with inner.t = i64 = {
  module inner = { type t = i64 def v = 5i64 }
  def w = 7i64
}

def main (x: i32) =
  let c : [2]i32 = pair_c.mk x
  in (x + 1, c, pair_c.get c, sub.inner.v + sub.w)
