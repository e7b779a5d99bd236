-- Module spellings: operator specifications, include in module types,
-- open and local open, module aliases, nested module types, local
-- declarations inside modules, `with` on a parametric type.
-- ==
-- input { 3 } output { 7 9 [1, 3] 6 true }

module type semigroup = { type t val (<>): t -> t -> t }
module type monoid = { include semigroup val mempty: t }

module sum_monoid: monoid with t = i32 = {
  type t = i32
  def (<>) (x: i32) (y: i32) = x + y
  def mempty = 0i32
}

module type container = {
  type c 'a
  val singleton 'a: a -> c a
  val to_list 'a: c a -> [1]a
}

module box: container with c 'a = (a, i32) = {
  type c 'a = (a, i32)
  def singleton 'a (x: a) : c a = (x, 0)
  def to_list 'a ((x, _): c a) : [1]a = [x]
}

module outer = {
  local def secret = 4i32
  module inner = { def v = secret + 5 }
  def w = inner.v
}
module alias = outer.inner

def mconcat [n] (xs: [n]sum_monoid.t) = foldl (sum_monoid.<>) sum_monoid.mempty xs

def main (x: i32) =
  let a = x sum_monoid.<> 4
  let b = alias.v
  let c = sum_monoid.([1, x])
  let d = mconcat [1, 2, x]
  let (e, _) = box.singleton true
  in (a, b, c, d, e && (box.to_list (box.singleton 1i32))[0] == 1)
