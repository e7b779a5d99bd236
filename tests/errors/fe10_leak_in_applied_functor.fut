-- A functor's body uses the representation of another module's abstract
-- type; the functor is applied, and the leak is reported all the same.
-- ==
-- error: \(#M\.t\)

module type S = { type t val mk: i32 -> t }
module M : S = { type t = i32 def mk (x: i32) = x }
module F (P: { val k: i32 }) = { def leak (x: i32) : i32 = M.mk x + P.k }
module G = F { def k = 1i32 }
entry main (x: i32) = G.leak x
