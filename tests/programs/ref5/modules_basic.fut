-- Modules as used by ordinary programs: structures, module types with
-- abstract types, parametric modules, local opening and prelude modules
-- passed to functors.
-- ==
-- entry: mods
-- input { [1, 2, 3] }
-- output { 6 6.0f32 3 [2, 3, 4] }

module type monoid = {
  type t
  val zero: t
  val op: t -> t -> t
}
module sum_i32 : monoid with t = i32 = { type t = i32 def zero = 0 def op = (+) }
module sum_of (N: numeric) : monoid with t = N.t = {
  type t = N.t
  def zero = N.i32 0
  def op (a: t) (b: t) = a N.+ b
}
module fold (M: monoid) = { def fold (xs: []M.t) = reduce M.op M.zero xs }
module F32 = fold (sum_of f32)
module counter : { type c val new: c val inc: c -> c val get: c -> i32 } = {
  type c = i32
  def new = 0
  def inc (c: c) = c + 1
  def get (c: c) = c
}
module I = fold sum_i32
entry mods (xs: []i32) =
  (I.fold xs, F32.fold (map f32.i32 xs), counter.(get (inc (inc (inc new)))), map (+ 1) xs)
