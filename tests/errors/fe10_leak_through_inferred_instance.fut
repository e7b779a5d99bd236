-- The same leak through a definition whose type is inferred.
-- ==
-- error: \(#V\.v\)

module type vec = { type v val mk: i32 -> v val get: v -> i32 }
module V : vec = { type v = i32 def mk (x: i32) = x def get (a: v) = a }
module Ops (X: vec) = {
  def twice a = X.mk (X.get a * 2)
  def of_int x = X.mk x
}
module O = Ops V
entry main (x: i32) : i32 = O.twice (O.of_int x) + 1
