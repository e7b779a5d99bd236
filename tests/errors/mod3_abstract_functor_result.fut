-- The abstract type of a functor's result is a new type at each
-- application: values of two applications do not mix.
-- ==
-- error: expected .*found

module type C = { type t val mk: i32 -> t val get: t -> i32 }
module F (P: { val k: i32 }) : C = { type t = i32 def mk (x: i32) = x + P.k def get (x: t) = x }
module A = F { def k = 1i32 }
module B = F { def k = 2i32 }
def main (y: i32) = A.get (B.mk y)
