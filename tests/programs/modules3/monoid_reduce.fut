-- Monoids as modules: a functor that reduces with any monoid, applied to
-- several, including one on tuples.
-- ==
-- input { [3, 1, 4, 1, 5] } output { 14 60 5 1 }

module type monoid = {
  type t
  val ne: t
  val op: t -> t -> t
}

module fold (M: monoid) = {
  def all [n] (xs: [n]M.t) : M.t = reduce M.op M.ne xs
}

module add = { type t = i32 def ne = 0i32 def op (a: i32) (b: i32) = a + b }
module mul = { type t = i32 def ne = 1i32 def op (a: i32) (b: i32) = a * b }
module minmax = {
  type t = (i32, i32)
  def ne = (i32.lowest, i32.highest)
  def op ((a, b): t) ((c, d): t) : t = (i32.max a c, i32.min b d)
}

module FA = fold add
module FM = fold mul
module FX = fold minmax

def main (xs: []i32) =
  let (hi, lo) = FX.all (map (\x -> (x, x)) xs)
  in (FA.all xs, FM.all xs, hi, lo)
