-- `==` on a module's transparent types and on an abstract type refined
-- with `with`; the module's own equality function for its abstract type.
-- ==
-- input { 3 } output { true false true true }

module type id = { type t val mk: i32 -> t val eq: t -> t -> bool }

module I = { type t = i32 def mk (x: i32) = x def eq (a: i32) (b: i32) = a == b }
module Open : id with t = i32 = I
module Closed : id = I

def main (x: i32) =
  (Open.mk x == x, Open.mk x == Open.mk (x + 1), Closed.eq (Closed.mk x) (Closed.mk x), I.mk 2 != I.mk x)
