-- Submodule specs refined with 'with M.t', functor aliases, manifest type
-- specs, parametric type specs refined with 'with c 'a = ...'.
-- ==
-- input { 5 } output { 4 true 10 5 }

module type inner = { type t val x: t }
module type outer = { module M: inner val get: M.t -> i32 }
module O: outer with M.t = i32 = { module M = { type t = i32 def x = 3i32 } def get (v: M.t) = v + 1 }
module F (X: inner) = { def y = X.x }
module G = F
module H = G { type t = bool def x = true }
module type withdef = { type t = i32 val f: t -> t }
module W: withdef = { type t = i32 def f (x: i32) = x * 2 }
module type poly = { type c 'a val wrap 'a: a -> c a }
module Pl: poly with c 'a = [1]a = { type c 'a = [1]a def wrap 'a (x: a) : c a = [x] }
def main (z: i32) = (O.get O.M.x, H.y, W.f z, (Pl.wrap z)[0])
