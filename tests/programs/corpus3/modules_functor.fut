-- Module types with abstract types, functors, with-refinement, open,
-- local, include, nested modules.
-- ==
-- input { [3i32, 1i32, 2i32] }
-- output { 6i32 3i32 7i32 12i32 2i32 }

module type monoid = {
  type t
  val zero : t
  val op : t -> t -> t
}

module sum_m : monoid with t = i32 = {
  type t = i32
  def zero = 0i32
  def op (a: i32) (b: i32) = a + b
}

module max_m : monoid with t = i32 = {
  type t = i32
  def zero = i32.lowest
  def op = i32.max
}

module fold (M: monoid) = {
  def fold (xs: []M.t) : M.t = reduce M.op M.zero xs
}

module outer = {
  module inner = {
    def seven = 7i32
  }
  local def hidden = 5i32
  def twelve = inner.seven + hidden
}

module ext = {
  include outer
  def two = 2i32
}

module S = fold sum_m
module X = fold max_m

entry main (xs: []i32) =
  outer.(S.fold xs, X.fold xs, inner.seven, twelve, ext.two)
