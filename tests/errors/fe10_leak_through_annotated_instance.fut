-- A definition that an application copies from a functor keeps its
-- declared type, abstract types included: an integer is no `V.v`.
-- ==
-- error: \(#V\.v\)

module type vec = { type v val mk: i32 -> v val get: v -> i32 }
module V : vec = { type v = i32 def mk (x: i32) = x def get (a: v) = a }
module Ops (X: vec) = { def twice (a: X.v) : X.v = X.mk (X.get a * 2) }
module O = Ops V
entry main (x: i32) = V.get (O.twice x)
