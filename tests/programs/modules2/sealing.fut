-- Sealing: abstract types are used only through their module's values
-- (also through a functor's result module type and in a submodule);
-- `with` makes a type transparent again; abbreviations in the module type
-- that name an abstract type.
-- ==
-- input { 3i64 } output { 6i64 4 true 3i64 }

module type counter = {
  type t
  type pair = (t, t)
  val zero: t
  val incr: t -> t
  val value: t -> i64
  val both: t -> pair
}
module mk_counter (P: { val step: i64 }) : counter = {
  type t = i64
  type pair = (t, t)
  def zero = 0i64
  def incr (x: t) = x + P.step
  def value (x: t) = x
  def both (x: t) : pair = (x, x)
}
module C = mk_counter { def step = 2i64 }

module type S = { type t val mk: i32 -> t val get: t -> i32 }
module Open: S with t = i32 = { type t = i32 def mk (x: i32) = x def get (x: t) = x }

module type has_sub = { module inner: S val wrap: i32 -> inner.t }
module H: has_sub = { module inner = { type t = bool def mk (x: i32) = x > 0 def get (b: bool) = if b then 1i32 else 0 } def wrap (x: i32) = inner.mk x }

def main (n: i64) =
  let c = loop c = C.zero for _i < n do C.incr c
  let (a, _) = C.both c
  let inner_ok = H.inner.get (H.wrap 5) == 1
  in (C.value a, Open.mk 3 + 1, inner_ok, C.value (C.incr C.zero) + 1)
