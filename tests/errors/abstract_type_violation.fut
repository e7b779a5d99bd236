-- An abstract type is a type of its own outside its module: using its
-- definition (i32) there is an error.
-- ==
-- error: expected a numeric type .*found `\(#M.t\)`

module type S = { type t val mk: i32 -> t val get: t -> i32 }
module M: S = { type t = i32 def mk (x: i32) = x def get (x: t) = x }
def main (x: i32) = M.mk x + 1
