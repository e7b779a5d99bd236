-- A value of the representation type is not a value of the abstract type.
-- ==
-- error: \(#M.t\)

module type S = { type t val mk: i32 -> t val get: t -> i32 }
module M: S = { type t = i32 def mk (x: i32) = x def get (x: t) = x }
def main (x: i32) = M.get x
