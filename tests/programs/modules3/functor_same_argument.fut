-- A functor applied twice to the same module (directly, and inside the
-- bodies of two other functors applied to that module) makes modules whose
-- types are the same: values pass between them.
-- ==
-- input { [1, 2, 3] } output { 6 12 6 }

module type monoid = { type t val zero: t val add: t -> t -> t }

module mk_sum (M: monoid) = {
  def sum (xs: []M.t) = reduce M.add M.zero xs
  def twice (x: M.t) = M.add x x
}

module via_a (M: monoid) = { module S = mk_sum M def total xs = S.sum xs }
module via_b (N: monoid) = { module S = mk_sum N def double x = S.twice x }

module I = { type t = i32 def zero = 0i32 def add (a: i32) (b: i32) = a + b }
module A = mk_sum I
module B = mk_sum I
module X = via_a I
module Y = via_b I

entry main (xs: []i32) = (A.sum xs, B.twice (A.sum xs), Y.S.sum xs + X.total xs - X.S.sum xs)
