-- A functor applied inside another's body, where the inner functor's
-- result leaks the outer argument's abstract type at the top level.
-- ==
-- error: \(#V\.v\)

module type vec = { type v val mk: i32 -> v val get: v -> i32 }
module V : vec = { type v = i32 def mk (x: i32) = x def get (a: v) = a }
module Core (X: vec) = { def bump (a: X.v) : X.v = X.mk (X.get a + 1) }
module Pipe (X: vec) = {
  module C = Core X
  def run (a: X.v) = C.bump (C.bump a)
}
module P = Pipe V
entry main (x: i32) : i32 = P.run x
