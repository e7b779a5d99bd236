-- A functor with two parameters, a functor whose result has an abstract
-- type, and module-level constants used as sizes.
-- ==
-- input { 2i32 }
-- output { [2i32, 2i32, 2i32, 2i32] 8i32 3i32 4.0f32 }

module type has_val = {
  type t
  val v : t
}

module I : has_val with t = i32 = { type t = i32 def v = 3i32 }
module F : has_val with t = f32 = { type t = f32 def v = 4f32 }

module pair (A: has_val) (B: has_val) = {
  type t = (A.t, B.t)
  def v : t = (A.v, B.v)
}

module type counter = {
  type c
  val init : c
  val incr : c -> c
  val get : c -> i32
}

module ctr : counter = {
  type c = i32
  def init = 0
  def incr (x: c) = x + 2
  def get (x: c) = x
}

module dims = {
  def n : i64 = 4
}

def fill (x: i32) : [dims.n]i32 = replicate dims.n x

module P = pair I F

entry main (x: i32) =
  let c = ctr.incr (ctr.incr (ctr.incr (ctr.incr ctr.init)))
  in (fill x, ctr.get c, P.v.0, P.v.1)
